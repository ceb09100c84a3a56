import MiniSearch, { type Options, type SearchResult } from "minisearch";
import { searchTerm } from "./french-terms.js";
import { MAX_QUERY_LENGTH, type SearchDocument, type SearchHit } from "./search-document.js";

export type SearchIndex = MiniSearch<SearchDocument>;

const storeFields = ["type", "title", "text", "url"] as const;

/** The one configuration the build, the server and the browser share: an index only reads back with its own. */
const options: Options<SearchDocument> = {
  fields: ["title", "text", "keywords"],
  storeFields: [...storeFields],
  processTerm: searchTerm,
  searchOptions: {
    boost: { title: 4, text: 1.5 },
    // As you type, the last word is a prefix; one typo is forgiven from five letters on.
    prefix: true,
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
  },
};

export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(options);
  index.addAll(documents);
  return index;
}

/** The index as the build writes it (MiniSearch's own JSON). */
export const serializeSearchIndex = (index: SearchIndex): string => JSON.stringify(index);

export const loadSearchIndex = (json: string): SearchIndex => MiniSearch.loadJSON<SearchDocument>(json, options);

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
export const normaliseQuery = (text: string): string =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => searchTerm(word))
    .filter((term) => term !== null)
    .join(" ");

/**
 * The documents matching a query, best first. Every word must match (AND), as visitors narrow down by
 * adding words; when that finds nothing, any word may (OR). A title equal to the query ranks first
 * whatever the scores say (« Cloud » must find the Cloud page before a page that repeats the word).
 */
export function searchSite(index: SearchIndex, query: string, limit = 30): SearchHit[] {
  const text = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (normaliseQuery(text) === "") return [];
  let results = index.search(text, { combineWith: "AND" });
  if (results.length === 0) results = index.search(text, { combineWith: "OR" });
  const wanted = normaliseQuery(text);
  const exact = results.filter((result) => normaliseQuery(result.title) === wanted);
  const others = results.filter((result) => normaliseQuery(result.title) !== wanted);
  return [...exact, ...others].slice(0, limit).map(toHit);
}
