import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { PageDocument } from "./page-document.js";

/**
 * A page rendered for one request, with its compressed twins made on the spot at moderate levels:
 * about a millisecond each for a page of this site, against the highest levels the build can afford.
 */
export function compressedDocument(html: Buffer): PageDocument {
  return {
    html,
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzip: gzipSync(html, { level: 6 }),
  };
}
