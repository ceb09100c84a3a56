import type { Locale } from "../site-locale.js";
import * as englishContentDates from "./content-dates.en.js";
import * as frenchContentDates from "./content-dates.fr.js";
import * as englishNumbers from "./numbers.en.js";
import * as frenchNumbers from "./numbers.fr.js";
import * as englishParisDates from "./paris-dates.en.js";
import * as frenchParisDates from "./paris-dates.fr.js";

/** Every writer of numbers, prices and dates a language provides: the French ones' names and types. */
export type Writers = typeof frenchNumbers & typeof frenchContentDates & typeof frenchParisDates;

// The language's own files, never numbers.ts and its kind, which the English build swaps.
const byLocale: Readonly<Record<Locale, Writers>> = {
  fr: { ...frenchNumbers, ...frenchContentDates, ...frenchParisDates },
  en: { ...englishNumbers, ...englishContentDates, ...englishParisDates },
};

/**
 * The writers of one language, for code that answers both from one process (the server's mails, PDFs and
 * form pages, docs/0068-english-routes.md): it cannot rely on the build's swap of the pages' modules.
 */
export const writersFor = (locale: Locale): Writers => byLocale[locale];
