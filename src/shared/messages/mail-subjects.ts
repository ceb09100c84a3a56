/**
 * The subjects of the mails the site sends, as titles (no final period). A mail to a visitor or an account
 * ends its subject with " – " and the site's name, added where the mail is written; the team's mails start
 * with the reference in brackets, so its mailbox threads them.
 */
export const mailSubjects = {
  // Accounts
  verifyEmail: "Vérifiez votre adresse e-mail",
  passwordReset: "Réinitialisation de votre mot de passe",
  passwordChanged: "Votre mot de passe a été modifié",
  accountDeleted: "Votre compte a été supprimé",
  twoFactorEnabled: "Double authentification activée",
  recoveryCodesRenewed: "Nouveaux codes de récupération",
  twoFactorDisabled: "Double authentification désactivée",
  emailChangeVerification: "Confirmez votre nouvelle adresse e-mail",
  emailChangeNotice: "Demande de changement de votre adresse e-mail",
  emailChanged: "Votre adresse e-mail a été modifiée",
  googleLinked: "Un compte Google a été associé à votre compte",
  googleUnlinked: "Le compte Google a été retiré de votre compte",
  passkeyAdded: "Une clé d'accès a été ajoutée à votre compte",
  passkeyRemoved: "Une clé d'accès a été retirée de votre compte",
  passwordSet: "Un mot de passe a été défini pour votre compte",
  newDeviceSignIn: "Nouvelle connexion à votre compte",
  unverifiedAccountClaimed: "Votre compte est désormais protégé par Google",
  registrationAttempt: "Tentative d'inscription avec votre adresse",
  // Requests and booking
  requestAcknowledged: (label: string, reference: string) => `${label} ${reference}`,
  requestToHandle: (reference: string, label: string, name: string, priority: boolean) =>
    `${priority ? "[PRIORITAIRE] " : ""}[${reference}] ${label} – ${name}`,
  clientKeyUsed: "Votre clé client a été utilisée",
  bookingCancelled: (reference: string) => `Rendez-vous ${reference} annulé`,
  bookingCancelledTeam: (reference: string, name: string) => `[${reference}] Appel découverte annulé – ${name}`,
  teamReply: (label: string, reference: string) => `Re: ${label} ${reference}`,
  // Quotes
  quoteSent: (reference: string) => `Votre devis ${reference}`,
  quoteIssuedTeam: (reference: string, company: string, total: string) =>
    `[${reference}] Devis émis – ${company} (${total})`,
  quoteAccepted: (reference: string) => `Devis ${reference} accepté`,
  quoteAcceptedTeam: (reference: string, company: string, total: string) =>
    `[${reference}] Devis accepté – ${company} (${total})`,
};
