import { type EnglishCatalogue, fr } from "../../../src/shared/messages/catalogue.js";
import { catalogueTexts } from "../../../src/shared/messages/catalogue-texts.js";
import * as en from "../../../src/shared/messages/en.js";

/** Spaces of every kind as one: the catalogue writes French with no-break spaces, pages may wrap anywhere. */
export const plainSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/gu, " ").trim();

/** French messages that are English words as well: an English text may say them in its own sense. */
const englishWordsToo = new Set(["Note", "Plus", "Applications"]);

/**
 * The pieces of the French catalogue an English page must not show: every message of the namespaces English
 * visitors read (the staff's stay French), cut at the sample argument its function messages are called with,
 * without the pieces English writes too (a name, « Contact », a word inside an English message). What is left
 * is French only: found on an English page, it is a word the English build did not swap.
 */
export function frenchOnlyFragments(): string[] {
  const englishNamespaces = new Set(Object.keys(en));
  const frenchTexts = catalogueTexts(fr).filter(([key]) => englishNamespaces.has(key.split(".")[0] ?? ""));
  const englishTexts = catalogueTexts(en as unknown as EnglishCatalogue).map(([, text]) => plainSpaces(text));
  const pieces = new Set(
    frenchTexts.flatMap(([, text]) =>
      plainSpaces(text)
        .split("7")
        .map((piece) => piece.trim().replace(/^[\s,.:;!?()–-]+|[\s,:;(–-]+$/gu, ""))
        .filter((piece) => piece.length >= 4 && /\p{Ll}/u.test(piece)),
    ),
  );
  return [...pieces]
    .filter((piece) => !englishWordsToo.has(piece) && !englishTexts.some((english) => english.includes(piece)))
    .sort();
}

/** The French pieces `text` contains as whole words. */
export function frenchIn(text: string, fragments: readonly string[]): string[] {
  const plain = plainSpaces(text);
  return fragments.filter((fragment) => {
    const at = plain.indexOf(fragment);
    if (at === -1) return false;
    const before = plain[at - 1] ?? " ";
    const after = plain[at + fragment.length] ?? " ";
    return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
  });
}
