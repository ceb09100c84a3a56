import { englishSlugs } from "../../content/shared/english-slugs.js";
import type { Locale } from "../../shared/site-locale.js";
import { alternates, englishPathOf, matchLocalizedRoute } from "./locale-paths.js";
import { buildPath, type RouteMatch } from "./route-table.js";

/**
 * The routes of both languages with the real slug table (docs/0068-english-routes.md), for the server and the
 * build, which know every English slug. The browser never imports this module: the English build's router
 * carries a table of the slugs that differ only (src/app/routes/locale-router.en.ts).
 */
export type SiteRouteMatch = RouteMatch & { locale: Locale; canonical: string };

/** Any address of the site, French or English, as its route (French parameters), language and canonical address. */
export function matchSiteRoute(pathname: string): SiteRouteMatch | null {
  const match = matchLocalizedRoute(pathname, englishSlugs);
  if (!match) return null;
  const french = buildPath(match.route.pattern, match.params);
  const canonical = match.locale === "en" ? (englishPathOf(french, englishSlugs) ?? pathname) : french;
  return { ...match, canonical };
}

/** The same page in both languages (query kept), or null for an address no route knows. */
export const siteAlternates = (path: string) => alternates(path, englishSlugs);

/** The English address of a French path of the app, or null for a path no route knows. */
export const englishAddressOf = (path: string) => englishPathOf(path, englishSlugs);
