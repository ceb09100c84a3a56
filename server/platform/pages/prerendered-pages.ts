import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { localeOfPath } from "../../../src/app/shared/locale-paths.js";
import type { SiteSettings } from "../../../src/app/site-settings.js";
import { type EntryServer, pageRenderer, type RenderPage } from "./page-renderer.js";
import type { PageDocument, PageSource } from "./page-source.js";

/** Written by scripts/prerender.ts beside the pages: which file holds which path. */
export interface PrerenderManifest {
  pages: Record<string, string>;
  misses: Record<string, string>;
  notFound: string;
  /** The sha256 (base64) of the stylesheet inlined in every page and in the template (absent from older builds). */
  inlineStyleHashes?: string[];
  /** The sha256 (base64) of the boot script in every page and in the template (absent from older builds). */
  inlineScriptHashes?: string[];
  /** What rendering at request time needs to match the prerendered pages (absent from builds that have no SSR bundle). */
  renderer?: {
    /** The filled-in-later index.html, beside the pages (the client folder must not serve it). */
    template: string;
    /** The list of each route's chunks (src/app/ssr/page-chunks.ts), by route name. */
    preload: Record<string, string[]>;
    /** The settings the pages were prerendered with: request-time pages show the same. */
    siteSettings: SiteSettings;
  };
}

function loadDocument(dir: string, file: string): PageDocument {
  const path = join(dir, file);
  const twin = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  const html = readFileSync(path);
  // From the bytes: a new build's page of the same length must not be taken for the old one.
  const doc: PageDocument = { html, etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"` };
  const br = twin(".br");
  const gzip = twin(".gz");
  if (br) doc.br = br;
  if (gzip) doc.gzip = gzip;
  return doc;
}

/** Request-time rendering from the build's SSR bundle (dist/prerender or dist/prerender-en), the one the prerender used. */
function builtRenderer(dir: string, manifest: PrerenderManifest, bundle: string): RenderPage {
  const { renderer } = manifest;
  if (!renderer) {
    return () => Promise.reject(new Error(`The build at ${dir} cannot render pages at request time: rebuild it.`));
  }
  const template = readFileSync(join(dir, renderer.template), "utf8");
  // Imported now so the first request does not wait for it; a failure surfaces on each render (a 500, logged).
  const entry = import(pathToFileURL(join(bundle, "entry-server.js")).href) as Promise<EntryServer>;
  entry.catch(() => undefined); // handled where it is awaited
  return pageRenderer({
    entry: () => entry,
    template: async () => template,
    siteSettings: renderer.siteSettings,
    preload: (route) => renderer.preload[route] ?? [],
  });
}

/** One language's build: its pages by address, its not-found variants, its renderer. */
function loadLanguage(dir: string, bundle: string) {
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as PrerenderManifest;
  const load = (record: Record<string, string>) =>
    new Map(Object.entries(record).map(([key, file]) => [key, loadDocument(dir, file)]));
  return {
    manifest,
    pages: load(manifest.pages),
    misses: load(manifest.misses),
    notFound: loadDocument(dir, manifest.notFound),
    render: builtRenderer(dir, manifest, bundle),
  };
}

/**
 * Loads every prerendered page into memory at start: they are small, and a request then costs no disk read. The
 * English build's pages (`en/` beside the French ones, docs/0068-english-routes.md) are at their own addresses;
 * a miss, the not-found page and a page rendered now come from the build of the path's language.
 */
export function loadPrerenderedPages(dir: string): PageSource {
  if (!existsSync(join(dir, "manifest.json"))) {
    throw new Error(`No prerendered pages at ${dir}: run \`npm run build\` first.`);
  }
  const french = loadLanguage(dir, join(dir, "..", "prerender"));
  const englishDir = join(dir, "en");
  const english = existsSync(join(englishDir, "manifest.json"))
    ? loadLanguage(englishDir, join(dir, "..", "prerender-en"))
    : french;
  const of = (pathname: string) => (localeOfPath(pathname) === "en" ? english : french);
  const pages = english === french ? french.pages : new Map([...french.pages, ...english.pages]);
  const hashes = (list: (manifest: PrerenderManifest) => string[] | undefined) => [
    ...new Set([...(list(french.manifest) ?? []), ...(english === french ? [] : (list(english.manifest) ?? []))]),
  ];

  return {
    page: async (pathname) => pages.get(pathname),
    miss: async (routeName, pathname) => {
      const language = of(pathname);
      return language.misses.get(routeName) ?? language.notFound;
    },
    notFound: async (pathname) => of(pathname).notFound,
    render: (pathname, search, data) => of(pathname).render(pathname, search, data),
    inlineStyleHashes: hashes((manifest) => manifest.inlineStyleHashes),
    inlineScriptHashes: hashes((manifest) => manifest.inlineScriptHashes),
    prerendered: pages,
  };
}
