import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageDocument, PageSource } from "./page-source.js";

/** Written by scripts/prerender.ts beside the pages: which file holds which path. */
export interface PrerenderManifest {
  pages: Record<string, string>;
  misses: Record<string, string>;
  notFound: string;
}

function loadDocument(dir: string, file: string): PageDocument {
  const path = join(dir, file);
  const twin = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  const html = readFileSync(path);
  const doc: PageDocument = { html, etag: `"${file.replace(/\W/g, "")}-${html.length.toString(16)}"` };
  const br = twin(".br");
  const gzip = twin(".gz");
  if (br) doc.br = br;
  if (gzip) doc.gzip = gzip;
  return doc;
}

/** Loads every prerendered page into memory at start: they are small, and a request then costs no disk read. */
export function loadPrerenderedPages(dir: string): PageSource {
  const manifestPath = join(dir, "manifest.json");
  if (!existsSync(manifestPath)) {
    throw new Error(`No prerendered pages at ${dir}: run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest;
  const load = (record: Record<string, string>) =>
    new Map(Object.entries(record).map(([key, file]) => [key, loadDocument(dir, file)]));
  const pages = load(manifest.pages);
  const misses = load(manifest.misses);
  const notFound = loadDocument(dir, manifest.notFound);

  return {
    page: async (pathname) => pages.get(pathname),
    miss: async (routeName) => misses.get(routeName) ?? notFound,
    notFound: async () => notFound,
  };
}
