import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { locales } from "../../content-model/locale.js";
import { contentDocuments } from "../../src/search/shared/content-documents.js";
import { createSearchIndex, serializeSearchIndex } from "../../src/search/shared/search-engine.js";
import { searchIndexFileIn } from "../../src/search/shared/search-index-file.js";
import { pageDocuments } from "./page-documents.js";

/**
 * The build's search indexes (docs/0020), one per language (docs/0068): the prerendered pages and every content
 * item of that language, written where the static files are served from (the dialog fetches its language's on
 * first opening) and read by the server for the search pages.
 */
const dist = join(import.meta.dirname, "..", "..", "dist");
for (const locale of locales) {
  const documents = [...pageDocuments(join(dist, "pages"), locale), ...contentDocuments(locale)];
  const json = serializeSearchIndex(createSearchIndex(documents, locale));
  writeFileSync(join(dist, "client", searchIndexFileIn[locale]), json);
  console.log(`search index (${locale}): ${documents.length} documents, ${json.length} bytes before compression`);
}
