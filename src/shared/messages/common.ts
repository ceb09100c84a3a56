/** Words several features say, one wording everywhere (keys sorted alphabetically). */
export const common = {
  accountLink: "Mon compte",
  closeLabel: "Fermer",
  countryLabel: "France (Français)",
  homeLabel: "Novadis, accueil",
  newTabLabel: "(nouvel onglet)",
  ourExpertisesTitle: "Nos expertises",
  projectLink: "Parlons de votre projet",
};
