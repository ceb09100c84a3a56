/**
 * The pages the account's mailed links open: the address's verification (waiting, confirmed, failed) and the
 * change of address (confirmed from the new one, cancelled from the old one).
 */
export const emailLinkPages = {
  // Verification
  congratulationTitle: "Félicitations",
  confirmPrompt: "Un clic pour terminer l'activation de votre compte.",
  confirmEmailButton: "Confirmer mon adresse e-mail",
  confirmEmailHeading: "Confirmez votre adresse e-mail",
  emailValidated: "Votre adresse e-mail est validée.",
  accountActivated: "Votre compte est activé.",
  redirectingSoon: "Vous allez être redirigé vers votre espace dans quelques secondes.",
  openAccountLink: "Accéder à mon compte",
  checkingHeading: "Vérification en cours",
  checkingEmail: "Nous validons votre adresse e-mail…",
  checkFailedHeading: "Vérification impossible",
  signInToResendLink: "Se connecter pour renvoyer l'e-mail",
  verifiedTitle: "E-mail vérifié",
  emailVerifiedHeading: "Adresse e-mail vérifiée",
  verifiedThanks:
    "Merci ! Votre adresse e-mail est confirmée et votre compte est actif. Vous pouvez dès maintenant profiter de votre espace.",
  waitingTitle: "Vérification de l'adresse e-mail",
  verifiedRedirecting: "Votre adresse e-mail est vérifiée. Redirection dans quelques secondes…",
  linkSentBefore: "Nous vous avons envoyé un lien de vérification",
  linkSentToBefore: "à ",
  linkSentAfter: ". Cliquez sur ce lien pour activer votre compte.",
  mayTakeMinutes: "Le message peut mettre quelques minutes à arriver.",
  checkSpam: "Pensez à vérifier vos courriers indésirables (spam).",
  linkValidity: "Le lien est valable 24 heures ; au-delà, demandez-en un nouveau.",
  supportLink: "Support",
  alreadyVerifiedQuestion: "Déjà vérifié ?",
  notVerifiedYet: "Votre adresse n'est pas encore vérifiée : ouvrez le lien reçu par e-mail.",
  // Change of address
  goToAccountLink: "Aller à mon compte",
  linkCheckPending: "Vérification du lien…",
  confirmNewEmailTitle: "Confirmer ma nouvelle adresse",
  newEmailBefore: "Votre compte utilisera désormais l'adresse ",
  newEmailAfter: ".",
  confirming: "Confirmation…",
  cancelChangeTitle: "Annuler le changement d'adresse",
  cancelChangeBefore: "Le remplacement de ",
  cancelChangeBetween: " par ",
  cancelChangeAfter: " sera annulé, et toutes les autres sessions de votre compte seront fermées.",
  cancelAndSecureButton: "Annuler et sécuriser mon compte",
  changePasswordLink: "Changer mon mot de passe",
};
