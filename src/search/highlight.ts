import { type Locale, siteLocale } from "../shared/site-locale.js";
import { searchTermIn } from "./shared/search-terms.js";

export interface TextPart {
  text: string;
  matched: boolean;
}

/**
 * Cuts a title or a sentence into parts, marking the words the search matched (`terms`, in their indexed
 * form): a word is marked when its own indexed form is one of them, so « Sécurité » lights up for « securite »;
 * compared as the bundle's language compares words.
 */
export function highlightParts(text: string, terms: readonly string[], locale: Locale = siteLocale): TextPart[] {
  const searchTerm = searchTermIn[locale];
  const wanted = new Set(terms);
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (piece === "") continue;
    const term = searchTerm(piece);
    const matched = term !== null && wanted.has(term);
    const last = parts.at(-1);
    if (last && last.matched === matched) last.text += piece;
    else parts.push({ text: piece, matched });
  }
  return parts;
}
