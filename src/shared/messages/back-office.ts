import { formatFrenchNumber } from "../french-text.js";

/** What the back-office says: refusals, confirmations, its own fields' checks. */
export const backOffice = {
  staffOnly: "Cette page est réservée à l'équipe.",
  adminOnly: "Cette action est réservée aux administrateurs.",
  requestNotFound: "Cette demande n'existe pas (ou plus).",
  userNotFound: "Aucun compte ne correspond.",
  ownerNotStaff: "Le responsable doit être un membre de l'équipe.",
  ownRole: "Vous ne pouvez pas modifier votre propre rôle ni désactiver votre propre compte.",
  accountDisabled: "Ce compte a été désactivé. Contactez-nous si vous pensez qu'il s'agit d'une erreur.",
  noCv: "Cette demande n'a pas de CV.",
  notABooking: "Cette demande n'est pas un rendez-vous.",
  bookingAlreadyCancelled: "Ce rendez-vous est déjà annulé.",
  quoteNotFound: "Ce devis n'existe pas.",
  referenceInvalid: "Référence invalide (attendu : NOV-AAAA-NNNNN).",
  noteEmpty: "La note est vide.",
  replyEmpty: "La réponse est vide.",
  textTooLong: (max: number) => `${formatFrenchNumber(max)} caractères au plus.`,
};
