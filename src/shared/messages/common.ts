/**
 * Words several features say, that the site's frame reads too; a word only forms say goes in `formWords`, one only
 * pages say in `pageWords`, one a single feature says in that feature's namespace. Keys sorted alphabetically. (The
 * browser gets only the words a page reads, wherever they are filed: docs/0065-messages-inlined-at-build.md.)
 */
export const common = {
  accountLink: "Mon compte",
  downloadPdfLink: "Télécharger le PDF",
  freeQuoteCaption: "Devis gratuit, réponse sous 24 h ouvrées",
  homeLabel: "Novadis, accueil",
  newTabLabel: "(nouvel onglet)",
  ourExpertisesTitle: "Nos expertises",
  projectLink: "Parlons de votre projet",
  quoteIssuedLabel: (date: string) => `émis le ${date}`,
  showMoreButton: "Voir plus",
  carouselCaption: "carrousel",
  slideCaption: "diapositive",
  translationPendingNotice: "Cet article n'a pas encore été traduit en anglais.",
  frenchTextBindingNotice:
    "Ce texte anglais est une traduction donnée pour information ; seul le texte français fait foi.",
  frenchVersionLink: "Version française",
};
