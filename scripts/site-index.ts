/**
 * What the build tells search engines besides the pages: `/sitemap.xml` with every indexable page, and
 * `/robots.txt` naming it. Written next to the static files at prerender, with the site's address then.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An indexable page, and the day its content last changed if its content says (src/app/ssr/content-date.ts). */
export interface SitemapEntry {
  path: string;
  lastmod: string | undefined;
}

/**
 * `lastmod` is the content's own date, never the build's: every page rebuilt each day would otherwise claim a
 * change, and search engines stop trusting a sitemap's dates. A page without one gets none (it is optional).
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return `  <url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
