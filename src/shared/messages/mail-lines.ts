/** The short lines the mails share: greetings, the "not you?" line, and the labels of their buttons. */
export const mailLines = {
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  teamGreeting: "Bonjour,",
  notYou: (supportEmail: string) =>
    `Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe et écrivez-nous à ${supportEmail}.`,
  // Buttons
  verifyEmailAction: "Vérifier mon adresse e-mail",
  chooseNewPasswordAction: "Choisir un nouveau mot de passe",
  confirmNewEmailAction: "Confirmer ma nouvelle adresse",
  cancelAndSecureAction: "Annuler et sécuriser mon compte",
  seeDevicesAction: "Voir mes appareils connectés",
  openAccountAction: "Ouvrir mon espace",
  resetPasswordAction: "Réinitialiser mon mot de passe",
  openDashboardAction: "Ouvrir mon tableau de bord",
  cancelBookingAction: "Annuler le rendez-vous",
  chooseAnotherSlotAction: "Choisir un autre créneau",
  acceptQuoteAction: "Accepter le devis",
};
