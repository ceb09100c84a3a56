import type { Locale } from "../../../content-model/locale.js";

/** What every compiled document says of its language (content-model/bilingual.ts). */
interface FrenchDocument {
  id: string;
  locale: "fr";
}
interface EnglishDocument {
  id: string;
  locale: "en";
  translation?: "pending" | undefined;
  slug?: string;
}

/** A collection in both languages, as the language button, hreflang and the English pages read it. */
export interface BilingualCollection<Fr extends FrenchDocument, En extends EnglishDocument> {
  /** The collection's documents in one language; English ones include those still pending. */
  inLocale(locale: "fr"): readonly Fr[];
  inLocale(locale: "en"): readonly En[];
  inLocale(locale: Locale): readonly (Fr | En)[];
  /** The same document in the other language: the English of a French one, the French of an English one. */
  counterpart(document: Fr): En | undefined;
  counterpart(document: En): Fr | undefined;
  counterpart(document: Fr | En): Fr | En | undefined;
}

/**
 * Pairs a collection's French and English documents (`@content/Offer/_index.json` and `@content/OfferEn/_index.json`):
 * a document and its translation share their id, the file name (docs/0063-english-content.md). Each page
 * imports only the collections it shows, so nothing here gathers them all.
 */
export function bilingualCollection<Fr extends FrenchDocument, En extends EnglishDocument>(
  french: readonly Fr[],
  english: readonly En[],
): BilingualCollection<Fr, En> {
  const frenchById = new Map(french.map((document) => [document.id, document]));
  const englishById = new Map(english.map((document) => [document.id, document]));
  function inLocale(locale: "fr"): readonly Fr[];
  function inLocale(locale: "en"): readonly En[];
  function inLocale(locale: Locale): readonly (Fr | En)[];
  function inLocale(locale: Locale): readonly (Fr | En)[] {
    return locale === "en" ? english : french;
  }
  function counterpart(document: Fr): En | undefined;
  function counterpart(document: En): Fr | undefined;
  function counterpart(document: Fr | En): Fr | En | undefined;
  function counterpart(document: Fr | En): Fr | En | undefined {
    return document.locale === "en" ? frenchById.get(document.id) : englishById.get(document.id);
  }
  return { inLocale, counterpart };
}

/** The URL segment of a routed document's page in its language: the English slug, or the French file name. */
export const slugOf = (document: FrenchDocument | EnglishDocument): string =>
  document.locale === "en" ? (document.slug ?? document.id) : document.id;

/**
 * Whether an English page must say it is not translated yet and link to the French page (the
 * `translation: pending` marker). French documents are the originals: never pending.
 */
export const isPendingTranslation = (document: FrenchDocument | EnglishDocument): boolean =>
  document.locale === "en" && document.translation === "pending";
