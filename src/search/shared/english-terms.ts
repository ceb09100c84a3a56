import { stemmer } from "stemmer";
import { foldCase } from "./french-terms.js";

/**
 * How an English word is compared in the English site search (docs/0020, docs/0068): the English index is built
 * and searched with it, as the French one is with french-terms.ts. English words change more at their ends than
 * French plurals do (« designing », « audits », « companies »), so Porter's stemmer (the `stemmer` package, 3 KB)
 * reads them, where the French side keeps its light plural rule.
 */

/** Words that occur everywhere and name nothing: matching on them would only add noise. */
const stopWords = new Set([
  "an",
  "and",
  "are",
  "as",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "is",
  "it",
  "its",
  "of",
  "on",
  "or",
  "our",
  "the",
  "to",
  "with",
  "you",
  "your",
]);

/** The form a word is indexed and searched under, or null for a word not worth indexing. */
export function englishSearchTerm(word: string): string | null {
  const folded = foldCase(word);
  if (folded.length < 2 || stopWords.has(folded)) return null;
  return stemmer(folded);
}
