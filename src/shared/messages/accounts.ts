/**
 * What the account area says: sign-in, registration, password, sessions, two-factor, deletion. The REST `/auth/*`
 * contract answers two of these in its documented English (rest-contract-english.ts).
 */
export const accounts = {
  // Validation
  passwordTooShort: "Le mot de passe doit contenir au moins 8 caractères.",
  passwordTooLong: "Le mot de passe doit contenir au plus 128 caractères.",
  passwordRules: "Le mot de passe doit contenir au moins une lettre majuscule, une lettre minuscule et un chiffre.",
  passwordRequired: "Saisissez le mot de passe.",
  passwordsDontMatch: "Les deux mots de passe ne sont pas identiques.",
  recaptchaRequired: "Cochez la vérification reCAPTCHA pour continuer.",
  passwordHelp: "Au moins 8 caractères, dont une lettre majuscule, une lettre minuscule et un chiffre.",
  // Outcomes of the account's actions
  loginFailed: "La connexion a échoué. Vérifiez votre e-mail et votre mot de passe.",
  registrationFailed: "L'inscription a échoué. Réessayez.",
  forgotFailed: "L'e-mail de réinitialisation n'a pas pu être envoyé. Réessayez.",
  resetFailed: "Le mot de passe n'a pas pu être réinitialisé.",
  verifyFailed: "L'adresse e-mail n'a pas pu être vérifiée.",
  verifyLinkInvalid:
    "La vérification de l'adresse e-mail a échoué : le lien a peut-être expiré, ou il n'est pas valide.",
  fetchUserFailed: "Impossible de charger votre compte.",
  refreshFailed: "La session n'a pas pu être prolongée : connectez-vous de nouveau.",
  sessionExpired: "Votre session a expiré. Connectez-vous de nouveau.",
  invalidCredentials: "E-mail ou mot de passe incorrect.",
  authenticationFailed: "Authentification impossible : connectez-vous de nouveau.",
  noAccessToken: "Vous n'êtes pas connecté.",
  googleFailed: "La connexion avec Google a échoué.",
  logoutError: "Erreur lors de la déconnexion.",
  resendVerificationButton: "Renvoyer l'e-mail",
  // Site-specific
  emailTaken: "Un compte existe déjà avec cette adresse e-mail.",
  forgotSent: "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient d'être envoyé.",
  verificationSent: "Un nouvel e-mail de vérification vient d'être envoyé.",
  alreadyVerified: "Votre adresse e-mail est déjà vérifiée.",
  googleUnavailable: "La connexion avec Google n'est pas disponible sur ce site pour le moment.",
  currentPasswordWrong: "Le mot de passe actuel est incorrect.",
  noPasswordYet:
    "Ce compte se connecte avec Google et n'a pas encore de mot de passe : utilisez « Mot de passe oublié ? » pour en définir un.",
  deleteConfirmMismatch: "Saisissez exactement l'adresse e-mail de votre compte pour confirmer.",
  passwordChanged: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.",
  passwordChangedHere: "Mot de passe modifié. Vos autres appareils ont été déconnectés.",
  profileUpdated: "Vos informations ont été mises à jour.",
  clientKeyRegenerated: "Votre nouvelle clé client est active : l'ancienne ne fonctionne plus.",
  sessionRevoked: "Appareil déconnecté.",
  otherSessionsRevoked: (count: number) =>
    count === 1 ? "1 autre appareil déconnecté." : `${count} autres appareils déconnectés.`,
  reauthenticationRequired: "Pour votre sécurité, confirmez votre identité pour continuer.",
  reauthenticationPasswordWrong: "Mot de passe incorrect.",
  reauthenticationGoogleMismatch: "Ce compte Google n'est pas celui de votre compte : confirmez avec le bon compte.",
  reauthenticated: "Identité confirmée : vous pouvez continuer pendant 10 minutes.",
  twoFactorCodeRequired: "Saisissez le code à 6 chiffres de votre application (ou un code de récupération).",
  twoFactorCodeWrong: "Code incorrect ou déjà utilisé. Saisissez le code affiché par votre application.",
  twoFactorSecretUnreadable:
    "Nous ne pouvons pas vérifier les codes de votre application pour le moment : utilisez un code de récupération, ou écrivez au support.",
  twoFactorChallengeExpired: "Cette connexion a expiré. Saisissez de nouveau votre e-mail et votre mot de passe.",
  twoFactorAlreadyEnabled: "La double authentification est déjà activée.",
  twoFactorNotStarted: "Commencez par afficher le QR code, puis saisissez le code de votre application.",
  twoFactorNotEnabled: "La double authentification n'est pas activée.",
  twoFactorEnabled: "Double authentification activée. Conservez vos codes de récupération.",
  twoFactorDisabled: "Double authentification désactivée.",
  recoveryCodesRenewed: "Nouveaux codes de récupération créés : les précédents ne fonctionnent plus.",
  accountDeleted: "Votre compte et vos données ont été supprimés. Un e-mail de confirmation vous a été envoyé.",
  passkeySignInFailed: "La connexion avec cette clé d'accès a échoué. Réessayez ou utilisez votre mot de passe.",
};
