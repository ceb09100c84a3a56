import type { Locale } from "../../shared/site-locale.js";

/**
 * Each language's search index file under the client's static files (dist/client): the build writes them, the
 * server reads them at start, the dialog fetches its build's from `/` + this name. Not hashed: they change with
 * every content build, and static files outside /assets revalidate daily.
 */
export const searchIndexFileIn: Readonly<Record<Locale, string>> = {
  fr: "search-index.json",
  en: "search-index.en.json",
};
