/** The site's top bar: its landmarks, the mobile menu and the language menu; the skip link before it. */
export const header = {
  skipLink: "Aller au contenu",
  searchLabel: "Rechercher",
  mainNavigationLabel: "Navigation principale",
  menuLabel: "Menu",
  /** A menu whose entry is also a page: the button beside the link names the menu it opens. */
  menuOfLabel: (entry: string) => `Menu ${entry}`,
  openMenuLabel: "Ouvrir le menu",
  closeMenuLabel: "Fermer le menu",
  /** Starts with the visible « FR » (WCAG 2.5.3, label in name). */
  languageButtonLabel: "FR, langue : français",
  languageCodeLabel: "FR",
  languageMenuHeading: "Langue du site",
  frenchLabel: "Français",
  currentLanguageLabel: "langue actuelle",
  languageNotice: "Le site Novadis est publié en français.",
};
