import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../server/platform/config/config.js";
import type { PrerenderManifest } from "../server/platform/pages/prerendered-pages.js";
import { englishPathOf } from "../src/app/shared/locale-paths.js";
import { matchRoute } from "../src/app/shared/route-table.js";
import { englishAddressOf } from "../src/app/shared/site-routes.js";
import { pageChunksScript } from "../src/app/ssr/page-chunks.js";
import { englishSlugs } from "../src/content/shared/english-slugs.js";
import { writeBlogFeed } from "./blog-feed-file.js";
import { compressFile } from "./compress.js";
import { inlineStylesheet } from "./inline-stylesheet.js";
import { scriptsAfterPaint } from "./scripts-after-paint.js";
import { bilingualEntries, robotsTxt, sitemapXml } from "./site-index.js";

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * `--locale en` prerenders the English build (docs/0068-english-routes.md): its bundle (dist/prerender-en), its
 * browser files (dist/client/en, served under /en/), every page at its English address, into dist/pages/en. The
 * site's files that are not pages (sitemap, robots, feed, web manifest) are the French run's.
 */
const english = process.argv.includes("--locale=en");
const dist = join(import.meta.dirname, "..", "dist");
const clientDir = english ? join(dist, "client", "en") : join(dist, "client");
/** The prefix of the browser's files: the Vite `base` of the build. */
const base = english ? "/en/" : "/";
const entry = (await import(
  pathToFileURL(join(dist, english ? "prerender-en" : "prerender", "entry-server.js")).href
)) as typeof import("../src/entry-server.js");
const styled = inlineStylesheet(readFileSync(join(clientDir, "index.html"), "utf8"), (path) =>
  readFileSync(join(dist, "client", path), "utf8"),
);
const { html: template, hashes: inlineScriptHashes } = scriptsAfterPaint(styled.html);
const viteManifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;

/** A page's public address: the English one in the English run (a target's path is the app's, French). */
function addressOf(path: string): string {
  if (!english) return path;
  const address = englishAddressOf(path);
  if (!address) throw new Error(`No English address for ${path}`);
  return address;
}

/** The list of a page's chunks and the chunks they import, preloaded with the entry so hydration does not wait on a waterfall. */
function pageChunkTags(sourceFiles: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const sourceFile of sourceFiles) visit(sourceFile);
  const entryFile = viteManifest["index.html"]?.file;
  const chunks = [...files].filter((file) => file !== entryFile).map((file) => `${base}${file}`);
  return chunks.length > 0 ? [pageChunksScript(chunks)] : [];
}

// Pages are rendered once, here: the public settings they show are the configuration's at build time.
const siteSettings = entry.publicSiteSettings(loadConfig());

const outDir = english ? join(dist, "pages", "en") : join(dist, "pages");
// The French run leaves the English pages (dist/pages/en) to the English run, which may be running beside it.
rmSync(english ? outDir : join(outDir, "miss"), { recursive: true, force: true });
if (!english && existsSync(outDir)) {
  for (const name of readdirSync(outDir)) if (name !== "en") rmSync(join(outDir, name), { recursive: true });
}
mkdirSync(join(outDir, "miss"), { recursive: true });
const preloadByRoute: Record<string, string[]> = {};
const manifest: PrerenderManifest = {
  pages: {},
  misses: {},
  notFound: "not-found.html",
  inlineStyleHashes: styled.hashes,
  inlineScriptHashes,
  renderer: { template: "template.html", preload: preloadByRoute, siteSettings },
};

async function write(file: string, path: string, extraHead: string[], robots?: string) {
  const [pathname = "/", search = ""] = path.split("?");
  const html = await entry.renderDocument(template, { pathname, search, siteSettings, extraHead, robots });
  writeFileSync(join(outDir, file), html);
  compressFile(join(outDir, file));
}

const targets = entry.prerenderTargets();
for (const [index, target] of targets.entries()) {
  const preload = pageChunkTags(entry.pageSourceFiles(target.route));
  preloadByRoute[target.route] = preload;
  const address = addressOf(target.path);
  if (target.kind === "page") {
    const file = `page-${index}.html`;
    await write(file, address, preload);
    manifest.pages[address] = file;
  } else {
    const file = `miss/${target.route}.html`;
    await write(file, address, preload, "noindex");
    manifest.misses[target.route] = file;
  }
}
await write(manifest.notFound, english ? "/en/__not-found__" : "/__not-found__", [], "noindex");
writeFileSync(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
// The template is not a page: the static files must not serve it. Pages rendered at request time fill it in,
// stylesheet inlined like the prerendered ones.
writeFileSync(join(outDir, "template.html"), template);
rmSync(join(clientDir, "index.html"));
console.log(
  `prerendered ${Object.keys(manifest.pages).length} ${english ? "English" : "French"} pages and ${Object.keys(manifest.misses).length} not-found variants`,
);
if (!english) {
  // The French pages, each followed by its English address (docs/0068): what the English run prerenders.
  const indexable = Object.keys(manifest.pages).filter((path) => matchRoute(path)?.route.indexable);
  const sitemap = bilingualEntries(
    indexable.map((path) => ({ path, lastmod: entry.contentDate(matchRoute(path)) })),
    (path) => englishPathOf(path, englishSlugs),
  );
  writeFileSync(join(dist, "client", "sitemap.xml"), sitemapXml(siteSettings.siteUrl, sitemap));
  writeFileSync(join(dist, "client", "manifest.webmanifest"), `${JSON.stringify(entry.webManifest(), null, 2)}\n`);
  writeFileSync(join(dist, "client", "robots.txt"), robotsTxt(siteSettings.siteUrl));
  writeBlogFeed(join(dist, "client"), siteSettings.siteUrl);
}
