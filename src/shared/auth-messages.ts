/**
 * Every message the account area shows or returns, in one place, in French like the rest of the site (the
 * product's brief listed them in English). The REST `/auth/*` contract keeps the English it
 * documents (README): `restContractEnglish`, at the end, maps those French messages back.
 */
// Validation
export const invalidEmail = "Saisissez une adresse e-mail valide.";
export const passwordTooShort = "Le mot de passe doit contenir au moins 8 caractères.";
export const passwordTooLong = "Le mot de passe doit contenir au plus 128 caractères.";
export const passwordRules =
  "Le mot de passe doit contenir au moins une lettre majuscule, une lettre minuscule et un chiffre.";
export const passwordRequired = "Saisissez le mot de passe.";
export const passwordsDontMatch = "Les deux mots de passe ne sont pas identiques.";
export const recaptchaRequired = "Cochez la vérification reCAPTCHA pour continuer.";
export const passwordHelp = "Au moins 8 caractères, dont une lettre majuscule, une lettre minuscule et un chiffre.";
export const firstNameRequired = "Le prénom est obligatoire";
export const lastNameRequired = "Le nom est obligatoire";
// Outcomes of the account's actions
export const loginFailed = "La connexion a échoué. Vérifiez votre e-mail et votre mot de passe.";
export const registrationFailed = "L'inscription a échoué. Réessayez.";
export const forgotFailed = "L'e-mail de réinitialisation n'a pas pu être envoyé. Réessayez.";
export const resetFailed = "Le mot de passe n'a pas pu être réinitialisé.";
export const verifyFailed = "L'adresse e-mail n'a pas pu être vérifiée.";
export const verifyLinkInvalid =
  "La vérification de l'adresse e-mail a échoué : le lien a peut-être expiré, ou il n'est pas valide.";
export const fetchUserFailed = "Impossible de charger votre compte.";
export const refreshFailed = "La session n'a pas pu être prolongée : connectez-vous de nouveau.";
export const sessionExpired = "Votre session a expiré. Connectez-vous de nouveau.";
export const invalidCredentials = "E-mail ou mot de passe incorrect.";
export const authenticationFailed = "Authentification impossible : connectez-vous de nouveau.";
export const noAccessToken = "Vous n'êtes pas connecté.";
export const googleFailed = "La connexion avec Google a échoué.";
export const logoutError = "Erreur lors de la déconnexion.";
// Site-specific
export const emailTaken = "Un compte existe déjà avec cette adresse e-mail.";
export const forgotSent = "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient d'être envoyé.";
export const verificationSent = "Un nouvel e-mail de vérification vient d'être envoyé.";
export const alreadyVerified = "Votre adresse e-mail est déjà vérifiée.";
export const googleUnavailable = "La connexion avec Google n'est pas disponible sur ce site pour le moment.";
export const currentPasswordWrong = "Le mot de passe actuel est incorrect.";
export const noPasswordYet =
  "Ce compte se connecte avec Google et n'a pas encore de mot de passe : utilisez « Mot de passe oublié ? » pour en définir un.";
export const deleteConfirmMismatch = "Saisissez exactement l'adresse e-mail de votre compte pour confirmer.";
export const passwordChanged = "Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.";
export const passwordChangedHere = "Mot de passe modifié. Vos autres appareils ont été déconnectés.";
export const profileUpdated = "Vos informations ont été mises à jour.";
export const clientKeyRegenerated = "Votre nouvelle clé client est active : l'ancienne ne fonctionne plus.";
export const sessionRevoked = "Appareil déconnecté.";
export const otherSessionsRevoked = (count: number) => `${count} autre(s) appareil(s) déconnecté(s).`;
export const reauthenticationRequired = "Pour votre sécurité, confirmez votre identité pour continuer.";
export const reauthenticationPasswordWrong = "Mot de passe incorrect.";
export const reauthenticationGoogleMismatch =
  "Ce compte Google n'est pas celui de votre compte : confirmez avec le bon compte.";
export const reauthenticated = "Identité confirmée : vous pouvez continuer pendant 10 minutes.";
export const twoFactorCodeRequired =
  "Saisissez le code à 6 chiffres de votre application (ou un code de récupération).";
export const twoFactorCodeWrong = "Code incorrect ou déjà utilisé. Saisissez le code affiché par votre application.";
export const twoFactorSecretUnreadable =
  "Nous ne pouvons pas vérifier les codes de votre application pour le moment : utilisez un code de récupération, ou écrivez au support.";
export const twoFactorChallengeExpired =
  "Cette connexion a expiré. Saisissez de nouveau votre e-mail et votre mot de passe.";
export const twoFactorAlreadyEnabled = "La double authentification est déjà activée.";
export const twoFactorNotStarted = "Commencez par afficher le QR code, puis saisissez le code de votre application.";
export const twoFactorNotEnabled = "La double authentification n'est pas activée.";
export const twoFactorEnabled = "Double authentification activée. Conservez vos codes de récupération.";
export const twoFactorDisabled = "Double authentification désactivée.";
export const recoveryCodesRenewed = "Nouveaux codes de récupération créés : les précédents ne fonctionnent plus.";
export const accountDeleted =
  "Votre compte et vos données ont été supprimés. Un e-mail de confirmation vous a été envoyé.";
export const passkeySignInFailed =
  "La connexion avec cette clé d'accès a échoué. Réessayez ou utilisez votre mot de passe.";

/** On registration, a message about the e-mail belongs beside the e-mail field, where the visitor fixes it. */
export function registrationFieldOf(message: string): "email" | undefined {
  return /e-?mail/i.test(message) ? "email" : undefined;
}

/**
 * The English the REST `/auth/*` contract documents (README, "Auth REST contract"), keyed by the French
 * message browsers see: the REST adapter answers these in English, every other door in French.
 */
export const restContractEnglish: Readonly<Record<string, string>> = {
  [invalidCredentials]: "Invalid email or password",
  [emailTaken]: "An account with this email already exists",
};
