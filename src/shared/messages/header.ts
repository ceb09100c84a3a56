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
  /** The language button shows the language it leads to (src/app/layout/LanguageLink.tsx). */
  otherLanguageLabel: "EN",
  /** Starts with the visible « EN » (WCAG 2.5.3, label in name). */
  otherLanguageLinkLabel: "EN, cette page en anglais",
  /** A language's name in its own language, whatever the page's: an English reader finds “English” here. */
  otherLanguageNameLabel: "English",
};
