import { createHash } from "node:crypto";
import { PAGE_CHUNKS_ID } from "../src/app/ssr/page-chunks.js";

/** The data block naming the application's entry and the chunks it imports, which the boot script reads. */
const APP_SCRIPTS_ID = "app-scripts";

/**
 * The page's one inline script (allowed by its hash in the Content-Security-Policy). It fetches the application's
 * scripts once the page has painted its content, so that on a slow network the document, the font and the
 * largest image have the bandwidth first: every page is whole and usable before any script runs (prerendered
 * content, links, menus in <details>, forms that post), hydration only enhances it (docs/0037).
 * Nothing to wait for in a tab opened in the background (it paints only when shown) or in a browser without
 * paint timing; a page that never paints content still hydrates after 3 s. The entry, a module script inserted
 * by script, would run as soon as it arrives: it waits for the document to be parsed, as the tag it replaces did.
 * Plain JavaScript, written out: it runs as is, before any bundle.
 */
export const bootScript = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const read = (id) => JSON.parse(document.getElementById(id)?.textContent || "null");
    const app = read("${APP_SCRIPTS_ID}");
    for (const href of new Set([...app.preload, ...(read("${PAGE_CHUNKS_ID}") || [])])) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement("script");
    entry.type = "module";
    entry.src = app.entry;
    const run = () => document.head.append(entry);
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
    else run();
  };
  const paintTimed = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("paint");
  if (!paintTimed || document.visibilityState !== "visible") return start();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 3000);
})();`;

const entryScript = /<script type="module" crossorigin src="(\/(?:en\/)?assets\/[^"]+\.js)"><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="(\/(?:en\/)?assets\/[^"]+\.js)">/g;

/**
 * The page template with Vite's entry script and its modulepreload links (which start their downloads with the
 * document's, ahead of its first paint) replaced by the boot script and the data it reads. Returns the sha256
 * (base64) of the boot script, which the Content-Security-Policy allows by name.
 */
export function scriptsAfterPaint(html: string): { html: string; hashes: string[] } {
  const entries = [...html.matchAll(entryScript)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`the page template has ${entries.length} entry scripts, not one`);
  const preload = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const data = JSON.stringify({ entry: entries[0], preload }).replace(/</g, "\\u003c");
  const booted = html
    .replace(modulePreload, "")
    .replace(
      entryScript,
      () =>
        `<script type="application/json" id="${APP_SCRIPTS_ID}">${data}</script>\n    <script>${bootScript}</script>`,
    );
  return { html: booted, hashes: [createHash("sha256").update(bootScript).digest("base64")] };
}
