/** What booking a meeting and cancelling it say. */
export const booking = {
  slotRequired: "Choisissez un créneau.",
  slotNotOffered: "Ce créneau n'est pas proposé. Choisissez-en un dans la liste des créneaux libres.",
  slotTaken: "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez-en un autre.",
  cancelLinkInvalid: "Ce lien d'annulation n'est pas valide, ou le rendez-vous a déjà été annulé.",
  bookingPast: "Ce rendez-vous est déjà passé : il ne peut plus être annulé.",
};
