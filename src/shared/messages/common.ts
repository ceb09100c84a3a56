/**
 * Words several features say: field labels, buttons, waiting notes. Keys sorted alphabetically; a word said by one
 * feature only stays in that feature's namespace (this one is in every chunk that reads one of its keys).
 */
export const common = {
  accountLink: "Mon compte",
  backHomeLink: "Retour à l'accueil",
  bookCallLink: "Réserver un appel",
  cancelButton: "Annuler",
  cancelling: "Annulation…",
  closeLabel: "Fermer",
  countryLabel: "France (Français)",
  emailAddressLabel: "Adresse e-mail",
  firstNameLabel: "Prénom",
  freeQuoteCaption: "Devis gratuit, réponse sous 24 h ouvrées",
  homeLabel: "Novadis, accueil",
  lastNameLabel: "Nom",
  loading: "Chargement…",
  newTabLabel: "(nouvel onglet)",
  ourCaseStudiesTitle: "Nos réalisations",
  ourExpertisesTitle: "Nos expertises",
  passwordLabel: "Mot de passe",
  phoneLabel: "Téléphone",
  projectLink: "Parlons de votre projet",
  referenceLabel: "Référence",
  saveButton: "Enregistrer",
  saving: "Enregistrement…",
  sending: "Envoi…",
  signInButton: "Se connecter",
  verifying: "Vérification…",
};
