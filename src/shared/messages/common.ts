/**
 * Words several features say, that the site's frame reads too: every page loads this namespace with the shell, so
 * a word only forms say goes in `formWords`, one only pages say in `pageWords`. Keys sorted alphabetically; a word
 * said by one feature only stays in that feature's namespace (a namespace is in every chunk that reads one of its keys).
 */
export const common = {
  accountLink: "Mon compte",
  countryLabel: "France (Français)",
  freeQuoteCaption: "Devis gratuit, réponse sous 24 h ouvrées",
  homeLabel: "Novadis, accueil",
  newTabLabel: "(nouvel onglet)",
  ourExpertisesTitle: "Nos expertises",
  projectLink: "Parlons de votre projet",
};
