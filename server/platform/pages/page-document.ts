import type { PageData } from "../../../src/app/page-data.js";

/**
 * The types the page source, the renderer and the compressor share, in a file of their own so none of
 * the three has to import another for a type (docs/0043-import-boundaries.md: no circular imports).
 */

/** One HTML document ready to send, with its precompressed twins when the build made them. */
export interface PageDocument {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag?: string;
}

/** Renders a page now, with what the request knows (page-data.tsx); `search` as in the URL ("?x=1" or ""). */
export type RenderPage = (pathname: string, search: string, data?: PageData) => Promise<PageDocument>;
