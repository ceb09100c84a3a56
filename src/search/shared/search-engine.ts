import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { Locale } from "../../shared/site-locale.js";
import { MAX_QUERY_LENGTH, type SearchDocument, type SearchHit } from "./search-document.js";
import { searchTermIn } from "./search-terms.js";

/**
 * One language's index: its documents and the comparison of words they were indexed with, which its queries
 * must be read with too (docs/0068: a French index and an English one).
 */
export interface SearchIndex {
  readonly locale: Locale;
  readonly engine: MiniSearch<SearchDocument>;
}

const storeFields = ["type", "title", "text", "url"] as const;

/** The one configuration the build, the server and the browser share: an index only reads back with its own. */
const optionsIn = (locale: Locale): Options<SearchDocument> => ({
  fields: ["title", "text", "keywords"],
  storeFields: [...storeFields],
  processTerm: searchTermIn[locale],
  searchOptions: {
    boost: { title: 4, text: 1.5 },
    // As you type, the last word is a prefix; one typo is forgiven from five letters on.
    prefix: true,
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
  },
});

export function createSearchIndex(documents: readonly SearchDocument[], locale: Locale = "fr"): SearchIndex {
  const engine = new MiniSearch<SearchDocument>(optionsIn(locale));
  engine.addAll(documents);
  return { locale, engine };
}

/** The index as the build writes it (MiniSearch's own JSON). */
export const serializeSearchIndex = (index: SearchIndex): string => JSON.stringify(index.engine);
export const loadSearchIndex = (json: string, locale: Locale = "fr"): SearchIndex => ({
  locale,
  engine: MiniSearch.loadJSON<SearchDocument>(json, optionsIn(locale)),
});

const toHit = (result: SearchResult): SearchHit => ({
  id: String(result.id),
  type: result.type,
  title: result.title,
  text: result.text,
  url: result.url,
  terms: result.terms,
});

/**
 * A text's words in their compared form, joined: what a title must equal to be an exact match, and the
 * form under which the server counts queries that found nothing (« Sécurités » and « securite » are one).
 */
export const normaliseQuery = (text: string, locale: Locale = "fr"): string =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => searchTermIn[locale](word))
    .filter((term) => term !== null)
    .join(" ");

/**
 * The documents matching a query, best first. Every word must match (AND), as visitors narrow down by
 * adding words; when that finds nothing, any word may (OR). A title equal to the query ranks first
 * whatever the scores say (« Cloud » must find the Cloud page before a page that repeats the word).
 */
export function searchSite({ locale, engine }: SearchIndex, query: string, limit = 30): SearchHit[] {
  const text = query.trim().slice(0, MAX_QUERY_LENGTH);
  const wanted = normaliseQuery(text, locale);
  if (wanted === "") return [];
  let results = engine.search(text, { combineWith: "AND" });
  if (results.length === 0) results = engine.search(text, { combineWith: "OR" });
  const exact = results.filter((result) => normaliseQuery(result.title, locale) === wanted);
  const others = results.filter((result) => normaliseQuery(result.title, locale) !== wanted);
  return [...exact, ...others].slice(0, limit).map(toHit);
}
