/** What the back-office says: refusals, confirmations (French, like the rest of the site). */
export const staffOnly = "Cette page est réservée à l'équipe.";
export const adminOnly = "Cette action est réservée aux administrateurs.";
export const requestNotFound = "Cette demande n'existe pas (ou plus).";
export const userNotFound = "Aucun compte ne correspond.";
export const ownerNotStaff = "Le responsable doit être un membre de l'équipe.";
export const ownRole = "Vous ne pouvez pas modifier votre propre rôle ni désactiver votre propre compte.";
export const accountDisabled = "Ce compte a été désactivé. Contactez-nous si vous pensez qu'il s'agit d'une erreur.";
export const noCv = "Cette demande n'a pas de CV.";
export const notABooking = "Cette demande n'est pas un rendez-vous.";
export const bookingAlreadyCancelled = "Ce rendez-vous est déjà annulé.";
export const quoteNotFound = "Ce devis n'existe pas.";
