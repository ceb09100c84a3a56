import type { RouteName } from "../../../src/app/shared/route-table.js";
import { matchSiteRoute } from "../../../src/app/shared/site-routes.js";
import type { SiteSettings } from "../../../src/app/site-settings.js";
import { compressedDocument } from "./compressed-document.js";
import type { RenderPage } from "./page-document.js";

export type { RenderPage } from "./page-document.js";

export type EntryServer = typeof import("../../../src/entry-server.js");

/** Where the pieces come from: the build (production), Vite (development) or the sources (tests). */
export interface RenderKit {
  entry(): Promise<EntryServer>;
  /** The index.html to fill, for this URL (Vite transforms it per request in development). */
  template(url: string): Promise<string>;
  siteSettings: SiteSettings;
  /** The list of a route's chunks (src/app/ssr/page-chunks.ts), as the prerender writes it. */
  preload(route: RouteName): string[];
}

/**
 * Request-time rendering with the same React entry, template and settings as the prerender, so a page
 * rendered now looks like its prerendered twin plus the request's state, and hydrates the same way.
 */
export function pageRenderer(kit: RenderKit): RenderPage {
  return async (pathname, search, data) => {
    const [entry, template] = await Promise.all([kit.entry(), kit.template(pathname + search)]);
    const match = matchSiteRoute(pathname);
    const html = await entry.renderDocument(template, {
      pathname,
      search: search.replace(/^\?/, ""),
      siteSettings: kit.siteSettings,
      pageData: data,
      extraHead: match ? kit.preload(match.name) : [],
    });
    return compressedDocument(Buffer.from(html));
  };
}
