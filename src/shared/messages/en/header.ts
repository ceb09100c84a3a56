import type { Catalogue } from "../catalogue.js";

/** The site's top bar, in English (header.ts). */
export const header: Catalogue["header"] = {
  skipLink: "Skip to content",
  searchLabel: "Search",
  mainNavigationLabel: "Main navigation",
  menuLabel: "Menu",
  menuOfLabel: (entry: string) => `${entry} menu`,
  openMenuLabel: "Open the menu",
  closeMenuLabel: "Close the menu",
  otherLanguageLabel: "FR",
  /** Starts with the visible “FR” (WCAG 2.5.3, label in name). */
  otherLanguageLinkLabel: "FR, this page in French",
  /** A language's name in its own language, whatever the page's: a French reader finds “Français” here. */
  otherLanguageNameLabel: "Français",
};
