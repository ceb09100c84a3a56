/** The confirmation of identity a sensitive action of the account page asks for: its card, dialog and form. */
export const reauthentication = {
  confirmIdentityTitle: "Confirmez votre identité",
  cardIntro: "Cette action est sensible : saisissez votre mot de passe, puis recommencez-la.",
  dialogIntro: "Cette action est sensible : saisissez votre mot de passe pour continuer.",
  confirmButton: "Confirmer",
  googleButton: "Confirmer avec Google",
  googleAfter: "puis recommencez l'action.",
  passkeyButton: "Confirmer avec une clé d'accès",
};
