/**
 * Words several features say: field labels, buttons, waiting notes. Keys sorted alphabetically; a word said by one
 * feature only stays in that feature's namespace (this one is in every chunk that reads one of its keys).
 */
export const common = {
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
