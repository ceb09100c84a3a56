/**
 * Every message the account area shows or returns, in one place. Texts quoted by the spec (§5, §8)
 * keep its exact (English) wording; the rest is French like the rest of the site.
 */
export const authMessages = {
  // §5 validation
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordRules: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  passwordRequired: "Password is required",
  passwordsDontMatch: "Passwords don't match",
  recaptchaRequired: "Please complete the reCAPTCHA verification",
  passwordHelp: "Password must have at least 8 characters, one uppercase, one lowercase letter, and one number.",
  firstNameRequired: "Le prénom est obligatoire",
  lastNameRequired: "Le nom est obligatoire",
  // §8 catalogue
  loginFailed: "Login failed. Please check your credentials.",
  registrationFailed: "Registration failed. Please try again.",
  forgotFailed: "Failed to send password reset email.",
  resetFailed: "Failed to reset password.",
  verifyFailed: "Failed to verify email.",
  verifyLinkInvalid: "Email verification failed. The link may be expired or invalid.",
  fetchUserFailed: "Failed to fetch user",
  refreshFailed: "Failed to refresh token",
  sessionExpired: "Session expired. Please login again.",
  invalidCredentials: "Invalid email or password",
  authenticationFailed: "Authentication failed",
  noAccessToken: "No access token found",
  googleFailed: "Failed to authenticate with Google",
  logoutError: "Error during logout",
  // Site-specific (French)
  emailTaken: "An account with this email already exists",
  forgotSent: "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient d'être envoyé.",
  verificationSent: "Un nouvel e-mail de vérification vient d'être envoyé.",
  alreadyVerified: "Votre adresse e-mail est déjà vérifiée.",
  googleUnavailable: "La connexion avec Google n'est pas disponible sur ce site pour le moment.",
  currentPasswordWrong: "Le mot de passe actuel est incorrect.",
  noPasswordYet:
    "Ce compte se connecte avec Google et n'a pas encore de mot de passe : utilisez « Mot de passe oublié ? » pour en définir un.",
  deleteConfirmMismatch: "Saisissez exactement l'adresse e-mail de votre compte pour confirmer.",
  passwordChanged: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.",
  passwordChangedHere: "Mot de passe modifié. Vos autres appareils ont été déconnectés.",
  profileUpdated: "Vos informations ont été mises à jour.",
  clientKeyRegenerated: "Votre nouvelle clé client est active : l'ancienne ne fonctionne plus.",
  sessionRevoked: "Appareil déconnecté.",
  otherSessionsRevoked: (count: number) => `${count} autre(s) appareil(s) déconnecté(s).`,
  reauthenticationRequired: "Pour votre sécurité, confirmez votre identité pour continuer.",
  reauthenticationPasswordWrong: "Mot de passe incorrect.",
  reauthenticationGoogleMismatch: "Ce compte Google n'est pas celui de votre compte : confirmez avec le bon compte.",
  reauthenticated: "Identité confirmée : vous pouvez continuer pendant 10 minutes.",
  twoFactorCodeRequired: "Saisissez le code à 6 chiffres de votre application (ou un code de récupération).",
  twoFactorCodeWrong: "Code incorrect ou déjà utilisé. Saisissez le code affiché par votre application.",
  twoFactorChallengeExpired: "Cette connexion a expiré. Saisissez de nouveau votre e-mail et votre mot de passe.",
  twoFactorAlreadyEnabled: "La double authentification est déjà activée.",
  twoFactorNotStarted: "Commencez par afficher le QR code, puis saisissez le code de votre application.",
  twoFactorNotEnabled: "La double authentification n'est pas activée.",
  twoFactorEnabled: "Double authentification activée. Conservez vos codes de récupération.",
  twoFactorDisabled: "Double authentification désactivée.",
  recoveryCodesRenewed: "Nouveaux codes de récupération créés : les précédents ne fonctionnent plus.",
  accountDeleted: "Votre compte et vos données ont été supprimés. Un e-mail de confirmation vous a été envoyé.",
  passkeySignInFailed: "La connexion avec cette clé d'accès a échoué. Réessayez ou utilisez votre mot de passe.",
} as const;

/** Spec §8: on registration, a message about the e-mail belongs beside the e-mail field. */
export function registrationFieldOf(message: string): "email" | undefined {
  return /email/i.test(message) ? "email" : undefined;
}
