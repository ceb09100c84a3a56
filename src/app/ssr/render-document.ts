import { appIconTags } from "../../shared/site/app-icons.js";
import type { PageData } from "../page-data.js";
import { appPathOf, publicPathOf } from "../routes/locale-router.js";
import { buildPath, matchRoute } from "../shared/route-table.js";
import type { SiteSettings } from "../site-settings.js";
import { fillTemplate } from "./html-template.js";
import { renderPage } from "./render-page.js";
import { routeStructuredData } from "./route-structured-data.js";
import { seoTags } from "./seo-tags.js";
import { shareCardOf } from "./share-images.js";

export interface DocumentRequest {
  pathname: string;
  search: string;
  siteSettings: SiteSettings;
  /** Set for a page rendered at request time (server/platform/pages/page-renderer.ts). */
  pageData?: PageData | undefined;
  /** The list of the page's chunks (page-chunks.ts). */
  extraHead?: string[];
  /** "noindex" for a page that answers a miss; account routes are never indexed anyway. */
  robots?: string;
}

/**
 * One whole HTML document from the built index.html: what the prerender, the dev server and the runtime renderer
 * send. `pathname` is the public address (`/en/careers/administrative-assistant` on an English page); the app
 * renders the French path it stands for (docs/0068-english-routes.md).
 */
export async function renderDocument(template: string, request: DocumentRequest): Promise<string> {
  const { pathname, search, siteSettings, pageData, extraHead = [], robots } = request;
  const { appHtml, head } = await renderPage(pathname, search, siteSettings, pageData);
  const match = matchRoute(appPathOf(pathname));
  const indexable = Boolean(match?.route.indexable) && !robots;
  if (!indexable) head.robots = robots ?? "noindex";
  const seo = seoTags(head, {
    path: match ? publicPathOf(buildPath(match.route.pattern, match.params)) : pathname,
    siteUrl: siteSettings.siteUrl,
    card: (match ? shareCardOf[match.name] : undefined) ?? "novadis",
    // An article's not-found variant (noindex) is no article.
    kind: match?.name === "article" && indexable ? "article" : "website",
    indexable,
    structuredData: routeStructuredData(match, siteSettings.siteUrl),
  });
  return fillTemplate(template, {
    head,
    appHtml,
    extraHead: [...seo, ...appIconTags(), ...extraHead],
    siteSettings,
    pageData,
  });
}
