/**
 * Every message the account area shows or returns, in one place. Texts quoted by the spec (§5, §8)
 * keep its exact (English) wording; the rest is French like the rest of the site.
 */
// §5 validation
export const invalidEmail = "Please enter a valid email address";
export const passwordTooShort = "Password must be at least 8 characters";
export const passwordTooLong = "Password must be at most 128 characters";
export const passwordRules =
  "Password must contain at least one uppercase letter, one lowercase letter, and one number";
export const passwordRequired = "Password is required";
export const passwordsDontMatch = "Passwords don't match";
export const recaptchaRequired = "Please complete the reCAPTCHA verification";
export const passwordHelp =
  "Password must have at least 8 characters, one uppercase, one lowercase letter, and one number.";
export const firstNameRequired = "Le prénom est obligatoire";
export const lastNameRequired = "Le nom est obligatoire";
// §8 catalogue
export const loginFailed = "Login failed. Please check your credentials.";
export const registrationFailed = "Registration failed. Please try again.";
export const forgotFailed = "Failed to send password reset email.";
export const resetFailed = "Failed to reset password.";
export const verifyFailed = "Failed to verify email.";
export const verifyLinkInvalid = "Email verification failed. The link may be expired or invalid.";
export const fetchUserFailed = "Failed to fetch user";
export const refreshFailed = "Failed to refresh token";
export const sessionExpired = "Session expired. Please login again.";
export const invalidCredentials = "Invalid email or password";
export const authenticationFailed = "Authentication failed";
export const noAccessToken = "No access token found";
export const googleFailed = "Failed to authenticate with Google";
export const logoutError = "Error during logout";
// Site-specific (French)
export const emailTaken = "An account with this email already exists";
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

/** Spec §8: on registration, a message about the e-mail belongs beside the e-mail field. */
export function registrationFieldOf(message: string): "email" | undefined {
  return /email/i.test(message) ? "email" : undefined;
}
