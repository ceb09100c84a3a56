import { localeOfPath } from "../src/app/shared/locale-paths.js";

/**
 * What the build tells search engines besides the pages: `/sitemap.xml` with every indexable page in both
 * languages, and `/robots.txt` naming it. Written next to the static files at prerender, with the site's address
 * then.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An indexable page, and the day its content last changed if its content says (src/app/ssr/content-date.ts). */
export interface SitemapEntry {
  path: string;
  lastmod: string | undefined;
  /** The page in both languages, when it has both: its hreflang alternates. */
  alternates?: { fr: string; en: string } | undefined;
}

/**
 * Each French page and, right after it, its English address (`englishOf`, locale-paths.ts `englishPathOf`), both
 * carrying the pair: the English pages are listed at the addresses the English build prerenders them at, whether
 * or not this build wrote them, and once each (an English page among `pages` is its French page's). An English
 * translation says the same as its French page: same `lastmod`.
 */
export function bilingualEntries(
  pages: readonly Omit<SitemapEntry, "alternates">[],
  englishOf: (frenchPath: string) => string | null,
): SitemapEntry[] {
  return pages.flatMap((page) => {
    if (localeOfPath(page.path) === "en") return [];
    const en = englishOf(page.path);
    if (en === null) return [page];
    const alternates = { fr: page.path, en };
    return [
      { ...page, alternates },
      { path: en, lastmod: page.lastmod, alternates },
    ];
  });
}

/**
 * `lastmod` is the content's own date, never the build's: every page rebuilt each day would otherwise claim a
 * change, and search engines stop trusting a sitemap's dates. A page without one gets none (it is optional).
 * A page in both languages lists both, and the French as x-default, as its <head> does (seo-tags.ts).
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const href = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const urls = entries.map(({ path, lastmod, alternates }) => {
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    const hreflangs = alternates ? { fr: alternates.fr, en: alternates.en, "x-default": alternates.fr } : {};
    const links = Object.entries(hreflangs).map(
      ([lang, target]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(target)}"/>`,
    );
    return `  <url><loc>${href(path)}</loc>${modified}${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** The account area, the API and the back-office are nobody's search result. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Disallow: /dashboard
Disallow: /trpc/
Disallow: /auth/
Disallow: /api/
Disallow: /admin

Sitemap: ${new URL("/sitemap.xml", siteUrl).href}
`;
}
