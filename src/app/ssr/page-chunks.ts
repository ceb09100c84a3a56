/**
 * The page's own chunks and those they import, as a data block that the boot script (scripts/scripts-after-paint.ts)
 * preloads with the application's entry once the page has painted: `<link rel="modulepreload">` tags would start
 * their downloads with the document's, ahead of that first paint.
 */
export const PAGE_CHUNKS_ID = "page-chunks";

export function pageChunksScript(files: readonly string[]): string {
  return `<script type="application/json" id="${PAGE_CHUNKS_ID}">${JSON.stringify(files).replace(/</g, "\\u003c")}</script>`;
}
