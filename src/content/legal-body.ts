import { documentBodies } from "./document-bodies.js";

/**
 * Each legal text's body is a chunk of its own, loaded by its page: the four texts together were 23 KB
 * (brotli) on every legal page, and on the pages that only name them (docs/0019).
 */
export const legalHtml = documentBodies(
  import.meta.glob<{ default: { html: string } }>("/.contentlayer/generated/LegalPage/*.mdx.json"),
);
