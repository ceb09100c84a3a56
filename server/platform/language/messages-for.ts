import type { EnglishCatalogue } from "../../../src/shared/messages/catalogue.js";
import * as en from "../../../src/shared/messages/en.js";
import * as fr from "../../../src/shared/messages/fr.js";
import type { Locale } from "../../../src/shared/site-locale.js";

/**
 * The catalogue of one language, for what the server writes at request time or later on a visitor's behalf
 * (mails, invitations, quotes' PDFs) in the language they used (docs/0068-english-routes.md, "Server side").
 * The server may hold both languages whole: the "never passed around whole" rule of docs/0054 is the browser's.
 * Staff-only namespaces are not in it: the team's words stay `messages` (French).
 */
export function messagesFor(locale: Locale): EnglishCatalogue {
  return locale === "en" ? en : fr;
}

/** The language's name as the team reads it in French notifications: « Langue du visiteur : anglais ». */
export function visitorLanguageName(locale: Locale): string {
  return locale === "en" ? fr.mailLabels.englishLanguage : fr.mailLabels.frenchLanguage;
}
