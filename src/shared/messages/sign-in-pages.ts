/**
 * The sign-in screens: login (and its two-factor step), registration, forgotten and new password, the return from
 * Google, and the promotional panel beside their forms.
 */
export const signInPages = {
  // The promotional panel
  promoLabel: "Horizon 2030",
  slogan: "Construisons ensemble le futur numérique.",
  promoIntro: "Rejoignez la communauté des digitalistes : un seul compte pour piloter vos projets numériques.",
  appsPromiseLabel: "Vos applications et abonnements au même endroit",
  offersPromiseLabel: "Des offres Start & Scale à prix fixe",
  expertsPromiseLabel: "Un accompagnement par nos experts",
  orLabel: "ou",
  googleButton: "Se connecter avec Google",
  // Login
  loginTitle: "Bienvenue",
  loginIntro: "Connectez-vous à votre espace Novadis.",
  rememberMeLabel: "Rester connecté 30 jours",
  forgotPasswordQuestion: "Mot de passe oublié ?",
  signingIn: "Connexion…",
  passkeyButton: "Se connecter avec une clé d'accès",
  noAccountYet: "Pas encore de compte ?",
  registerLink: "S'inscrire",
  // The two-factor step
  twoFactorStepIntro:
    "La double authentification est activée : saisissez le code à 6 chiffres affiché par votre application d'authentification, ou l'un de vos codes de récupération.",
  verificationCodeLabel: "Code de vérification",
  verifyButton: "Vérifier",
  restartLoginLink: "Recommencer la connexion",
  // Registration
  registerTitle: "Créer un compte",
  registerIntro: "Quelques informations pour ouvrir votre espace Novadis.",
  registering: "Inscription…",
  alreadyRegistered: "Déjà un compte ?",
  // Forgotten and new password
  forgotPasswordTitle: "Mot de passe oublié",
  forgotPasswordIntro:
    "Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  sendResetLinkButton: "Envoyer le lien de réinitialisation",
  checkYourMailTitle: "Vérifiez votre e-mail",
  addressUsedBefore: "Adresse utilisée : ",
  resetLinkValidity: "Le lien est valable une heure.",
  backToLoginLink: "Retour à la connexion",
  newPasswordIntro: "Choisissez le nouveau mot de passe de votre compte.",
  requestNewLink: "Demander un nouveau lien",
  savePasswordButton: "Enregistrer le mot de passe",
  // The return from Google
  googleTitle: "Connexion avec Google",
  googleFailedHeading: "Connexion impossible",
  googlePendingHeading: "Connexion en cours",
  googlePending: "Nous finalisons votre connexion avec Google…",
};
