import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentDocuments } from "../../src/search/shared/content-documents.js";
import { createSearchIndex, serializeSearchIndex } from "../../src/search/shared/search-engine.js";
import { searchIndexFile } from "../../src/search/shared/search-index-file.js";
import { pageDocuments } from "./page-documents.js";

/**
 * The build's search index (docs/0020): the prerendered pages and every content item, written where the
 * static files are served from (the dialog fetches it on first opening) and read by the server for /recherche.
 */
const dist = join(import.meta.dirname, "..", "..", "dist");
const documents = [...pageDocuments(join(dist, "pages")), ...contentDocuments()];
const json = serializeSearchIndex(createSearchIndex(documents));
writeFileSync(join(dist, "client", searchIndexFile), json);
console.log(`search index: ${documents.length} documents, ${json.length} bytes before compression`);
