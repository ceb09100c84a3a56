import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { englishPathOf, localeOfPath } from "../src/app/shared/locale-paths.js";
import { matchRoute } from "../src/app/shared/route-table.js";
import { contentDate } from "../src/app/ssr/content-date.js";
import { prerenderTargets } from "../src/app/ssr/prerender-targets.js";
import { englishSlugs } from "../src/content/shared/english-slugs.js";
import { bilingualEntries, sitemapXml } from "./site-index.js";

const siteUrl = "https://www.novadis.fr";

/** The sitemap the prerender writes, from the same French pages and the real slug table. */
function builtSitemap(): string {
  const frenchPages = prerenderTargets()
    .filter((target) => target.kind === "page" && matchRoute(target.path)?.route.indexable)
    .map(({ path }) => ({ path, lastmod: contentDate(matchRoute(path)) }));
  return sitemapXml(
    siteUrl,
    bilingualEntries(frenchPages, (path) => englishPathOf(path, englishSlugs)),
  );
}

type Link = { "@_rel": string; "@_hreflang": string; "@_href": string };
type Url = { loc: string; lastmod?: string; "xhtml:link"?: Link[] };

describe("the sitemap in both languages", () => {
  const xml = builtSitemap();
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ["url", "xhtml:link"].includes(name),
  }).parse(xml) as { urlset: { "@_xmlns": string; "@_xmlns:xhtml": string; url: Url[] } };
  const urls = parsed.urlset.url;
  const alternatesOf = (url: Url) =>
    Object.fromEntries((url["xhtml:link"] ?? []).map((link) => [link["@_hreflang"], link["@_href"]]));
  const byLoc = new Map(urls.map((url) => [url.loc, url]));

  it("is well-formed XML declaring the sitemap and XHTML namespaces", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parsed.urlset["@_xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  });

  it("lists every French page with its English version, each naming both and the French as x-default", () => {
    const french = urls.filter((url) => localeOfPath(new URL(url.loc).pathname) === "fr");
    const english = urls.filter((url) => localeOfPath(new URL(url.loc).pathname) === "en");
    expect(french.length).toBeGreaterThan(30);
    expect(english.length).toBe(french.length);
    for (const url of urls) {
      const alternates = alternatesOf(url);
      expect(Object.keys(alternates), url.loc).toEqual(["fr", "en", "x-default"]);
      expect(alternates["x-default"], url.loc).toBe(alternates.fr);
      expect([alternates.fr, alternates.en], url.loc).toContain(url.loc);
      // The other language's entry exists and names the same pair: they point at each other.
      const other = byLoc.get(url.loc === alternates.fr ? (alternates.en ?? "") : (alternates.fr ?? ""));
      expect(other, url.loc).toBeDefined();
      expect(alternatesOf(other ?? { loc: "" }), url.loc).toEqual(alternates);
      expect(other?.lastmod, url.loc).toBe(url.lastmod);
    }
    expect(alternatesOf(byLoc.get(`${siteUrl}/careers/assistant-administratif`) ?? { loc: "" })).toEqual({
      fr: `${siteUrl}/careers/assistant-administratif`,
      en: `${siteUrl}/en/careers/administrative-assistant`,
      "x-default": `${siteUrl}/careers/assistant-administratif`,
    });
  });

  it("lists no page twice, even when the English pages were prerendered too", () => {
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const english = (path: string) => englishPathOf(path, englishSlugs);
    const both = bilingualEntries(
      [
        { path: "/careers", lastmod: undefined },
        { path: "/en/careers", lastmod: undefined },
      ],
      english,
    );
    expect(both.map(({ path }) => path)).toEqual(["/careers", "/en/careers"]);
  });

  it("escapes an address that carries XML's reserved characters", () => {
    const tricky = sitemapXml(siteUrl, [
      { path: "/a?b=1&c=2", lastmod: undefined, alternates: { fr: "/a?b=1&c=2", en: "/en/a?b=1&c=2" } },
    ]);
    expect(XMLValidator.validate(tricky)).toBe(true);
    expect(tricky).toContain('href="https://www.novadis.fr/en/a?b=1&amp;c=2"');
  });
});
