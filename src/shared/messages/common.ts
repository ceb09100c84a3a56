/** Words several features say, one wording everywhere (keys sorted alphabetically). */
export const common = {
  accountLink: "Mon compte",
  backHomeLink: "Retour à l'accueil",
  bookCallLink: "Réserver un appel",
  closeLabel: "Fermer",
  countryLabel: "France (Français)",
  freeQuoteCaption: "Devis gratuit, réponse sous 24 h ouvrées",
  homeLabel: "Novadis, accueil",
  newTabLabel: "(nouvel onglet)",
  ourCaseStudiesTitle: "Nos réalisations",
  ourExpertisesTitle: "Nos expertises",
  projectLink: "Parlons de votre projet",
};
