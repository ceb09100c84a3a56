/**
 * An absolute address on the site, from the French path that pages and content speak (docs/0068: the app is
 * language-blind), in the language of the page that links: what structured data and breadcrumbs write.
 */
export type SiteAddress = (frenchPath: string) => string;

/**
 * `translate` gives a French path's English address (locale-paths.ts `englishPathOf`) on an English page; a path
 * it does not know (an image, the logo) is the same in both languages and stays as it is.
 */
export function siteAddress(siteUrl: string, translate?: (frenchPath: string) => string | null): SiteAddress {
  return (path) => new URL(translate?.(path) ?? path, siteUrl).href;
}
