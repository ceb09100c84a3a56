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
  /** Starts with the visible “EN” (WCAG 2.5.3, label in name). */
  languageButtonLabel: "EN, language: English",
  languageCodeLabel: "EN",
  languageMenuHeading: "Site language",
  /** A language's name in its own language, whatever the page's: a French reader finds “Français” here. */
  frenchLabel: "Français",
  currentLanguageLabel: "current language",
  languageNotice: "The Novadis site is published in French and English.",
};
