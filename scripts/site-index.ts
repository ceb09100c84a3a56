/**
 * What the build tells search engines besides the pages: `/sitemap.xml` with every indexable page, and
 * `/robots.txt` naming it. Written next to the static files at prerender, with the site's address then.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `lastmod` is the build's day: a prerendered page changes only with a build. */
export function sitemapXml(siteUrl: string, paths: readonly string[], builtOn: string): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc><lastmod>${builtOn}</lastmod></url>`,
  );
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

/** The day in Paris (the company's time zone), as sitemaps want it: YYYY-MM-DD. */
export const parisDay = (date: Date) => date.toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
