import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PrerenderManifest } from "../../../server/platform/pages/prerendered-pages.js";
import { matchRoute } from "../../../src/app/shared/route-table.js";

/**
 * Every public page the build produced: the prerender manifest's paths whose route is indexable
 * (account screens are not public). Read from the build the tests run against, so pages added by
 * content or other routes are covered without editing this list.
 */
export function publicPaths(): string[] {
  const manifestPath = join(import.meta.dirname, "..", "..", "..", "dist", "pages", "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest;
  return Object.keys(manifest.pages)
    .filter((path) => matchRoute(path.split("?")[0] ?? path)?.route.indexable)
    .sort();
}

/** A path no route matches: the site-wide not-found page. */
export const UNKNOWN_PATH = "/cette-page-n-existe-pas";
