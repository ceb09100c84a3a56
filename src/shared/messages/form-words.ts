/** Words several features' forms say: field labels, buttons, waiting notes. Keys sorted alphabetically. */
export const formWords = {
  cancelButton: "Annuler",
  cancelling: "Annulation…",
  emailAddressLabel: "Adresse e-mail",
  firstNameLabel: "Prénom",
  lastNameLabel: "Nom",
  loading: "Chargement…",
  passwordLabel: "Mot de passe",
  phoneLabel: "Téléphone",
  referenceLabel: "Référence",
  saveButton: "Enregistrer",
  saving: "Enregistrement…",
  sending: "Envoi…",
  signInButton: "Se connecter",
  verifying: "Vérification…",
};
