import { siteLocale } from "../shared/site-locale.js";
import { loadSearchIndex, type SearchIndex } from "./shared/search-engine.js";
import { searchIndexFileIn } from "./shared/search-index-file.js";

let loading: Promise<SearchIndex> | undefined;

/** The index of the language this bundle is built in (docs/0068). */
const searchIndexFile = searchIndexFileIn[siteLocale];

/**
 * The build's index, fetched once per visit when the search first needs it (the dialog opening, the
 * search page reached by a client-side navigation). A failed fetch is forgotten, so the next try fetches again.
 */
export function clientSearchIndex(): Promise<SearchIndex> {
  loading ??= fetch(`/${searchIndexFile}`)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then((json) => loadSearchIndex(json, siteLocale))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
