/** The back-office's calendar of discovery calls, and the cancellation of a call by the team. */
export const callCalendar = {
  pageTitle: "Calendrier",
  listHeading: "Calendrier des appels découverte",
  intro: "Les deux semaines à venir ; appels de 30 minutes, heure de Paris.",
  loading: "Chargement du calendrier…",
  loadFailed: "Le calendrier n'a pas pu être chargé. Réessayez.",
  none: "Aucun appel réservé dans les deux semaines à venir.",
  pastLabel: "Passé",
  cancelledToast: (reference: string) => `Rendez-vous ${reference} annulé ; le visiteur est prévenu.`,
  cancelFailed: "L'annulation n'a pas abouti. Réessayez.",
  cancelCallLabel: (reference: string) => `Annuler le rendez-vous ${reference}`,
  visitorWillBeMailedAfter: " recevra un e-mail d'annulation et le créneau sera de nouveau proposé.",
  messageLabel: "Message au visiteur (facultatif)",
  confirmCancelButton: "Confirmer l'annulation",
};
