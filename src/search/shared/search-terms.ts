import type { Locale } from "../../shared/site-locale.js";
import { englishSearchTerm } from "./english-terms.js";
import { searchTerm } from "./french-terms.js";

/** A language's comparison of words: what its index is built with and its queries are read with. */
export const searchTermIn: Readonly<Record<Locale, (word: string) => string | null>> = {
  fr: searchTerm,
  en: englishSearchTerm,
};
