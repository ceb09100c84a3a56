/** The public booking pages: choosing a discovery call's slot, its confirmation, and its cancellation by link. */
export const bookingPages = {
  // Booking
  pageTitle: "Appel découverte gratuit",
  pageDescription: "Réservez un appel découverte gratuit de 30 minutes avec un expert Novadis, du lundi au vendredi.",
  pageHeading: "Prenons rendez-vous",
  pageIntro:
    "30 minutes pour parler de votre projet avec un expert, sans engagement. Du lundi au vendredi, de 9 h à 18 h.",
  slotsHeading: "1. Choisissez un créneau",
  slotsIntro: "30 minutes, en visioconférence ou par téléphone. Heures de Paris.",
  loadingSlots: "Chargement des créneaux…",
  slotsFailed: "Les créneaux n'ont pas pu être chargés. Rechargez la page.",
  noFreeSlot: "Aucun créneau n'est libre pour le moment. Revenez demain : de nouveaux créneaux s'ouvrent chaque jour.",
  dayLabel: "Jour",
  contactHeading: "2. Vos coordonnées",
  topicLabel: "De quoi souhaitez-vous parler ? (facultatif)",
  bookButton: "Réserver l'appel",
  booking: "Réservation…",
  bookingFailed: "La réservation a échoué. Réessayez.",
  // Confirmation
  bookedLabel: "Rendez-vous réservé",
  booked: "Votre appel découverte est réservé.",
  callLabel: "Rendez-vous",
  parisTimeLabel: "(heure de Paris)",
  confirmationMailed:
    "Un e-mail de confirmation vous a été envoyé avec l'invitation à ajouter à votre agenda et un lien pour annuler si besoin.",
  // Cancellation
  cancelTitle: "Annuler un rendez-vous",
  cancelDescription: "Annulez votre appel découverte avec Novadis.",
  callLoadFailed: "Le rendez-vous n'a pas pu être chargé. Rechargez la page.",
  cancelFailed: "L'annulation a échoué. Réessayez.",
  cancelled: "Votre rendez-vous est annulé. Le créneau est libéré ; un e-mail vous le confirme.",
  anotherSlotLink: "Réserver un autre créneau",
  cancelQuestion: "Voulez-vous annuler cet appel découverte ?",
  cancelCallButton: "Annuler le rendez-vous",
  bookCallLink: "Réserver un appel découverte",
  loadingCall: "Chargement du rendez-vous…",
};
