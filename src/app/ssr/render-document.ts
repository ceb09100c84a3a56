import { englishSlugs } from "../../content/shared/english-slugs.js";
import { appIconTags } from "../../shared/site/app-icons.js";
import type { PageData } from "../page-data.js";
import { alternates, englishPathOf, localeOfPath, matchLocalizedRoute } from "../shared/locale-paths.js";
import { buildPath } from "../shared/route-table.js";
import { siteAddress } from "../shared/site-address.js";
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
  // The public address: an English page's is its English path (docs/0068), matched to its route and French
  // parameters, what the share cards and structured data are keyed by.
  const match = matchLocalizedRoute(pathname, englishSlugs);
  const locale = localeOfPath(pathname);
  const indexable = Boolean(match?.route.indexable) && !robots;
  if (!indexable) head.robots = robots ?? "noindex";
  const pair = match ? alternates(buildPath(match.route.pattern, match.params), englishSlugs) : null;
  const address = siteAddress(
    siteSettings.siteUrl,
    locale === "en" ? (path) => englishPathOf(path, englishSlugs) : undefined,
  );
  const seo = seoTags(head, {
    path: pair?.[locale] ?? pathname,
    locale,
    alternates: pair ?? undefined,
    siteUrl: siteSettings.siteUrl,
    address,
    card: (match ? shareCardOf[match.name] : undefined) ?? "novadis",
    // An article's not-found variant (noindex) is no article.
    kind: match?.name === "article" && indexable ? "article" : "website",
    indexable,
    structuredData: routeStructuredData(match, address, locale),
  });
  return fillTemplate(template, {
    head,
    appHtml,
    extraHead: [...seo, ...appIconTags(), ...extraHead],
    siteSettings,
    pageData,
  });
}
