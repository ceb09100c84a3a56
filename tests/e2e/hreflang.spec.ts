import type { APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { DomUtils, parseDocument } from "htmlparser2";
import { expect, test } from "./fixtures.js";

type Alternates = Record<string, string>;

/** Every address of the sitemap the server serves, with the alternates it gives each. */
async function sitemapUrls(request: APIRequestContext): Promise<{ loc: string; alternates: Alternates }[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "xhtml:link"].includes(name) });
  const { urlset } = parser.parse(await response.text()) as {
    urlset: { url: { loc: string; "xhtml:link"?: { "@_hreflang": string; "@_href": string }[] }[] };
  };
  return urlset.url.map((url) => ({
    loc: url.loc,
    alternates: Object.fromEntries((url["xhtml:link"] ?? []).map((link) => [link["@_hreflang"], link["@_href"]])),
  }));
}

/** A page as search engines fetch it: its status, canonical and hreflang alternates, read from the served HTML. */
async function servedHead(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname, { maxRedirects: 0 });
  const document = parseDocument(await response.text());
  const links = DomUtils.getElementsByTagName("link", document).filter((link) => link.attribs.rel !== undefined);
  return {
    status: response.status(),
    canonical: links.find((link) => link.attribs.rel === "canonical")?.attribs.href,
    alternates: Object.fromEntries(
      links
        .filter((link) => link.attribs.rel === "alternate" && link.attribs.hreflang)
        .map((link) => [link.attribs.hreflang, link.attribs.href]),
    ) as Alternates,
  };
}

// Search engines drop an hreflang pair unless both pages answer and name each other (docs/0068, "SEO"). English
// pages are served once the English build is (docs/0068, "One client build per language"): until then the English
// alternates answer 404 and this fails, as it should.
test("every page of the sitemap and each of its hreflang alternates answers 200, the alternates pointing back", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(60);
  const heads = new Map<string, Awaited<ReturnType<typeof servedHead>>>();
  const headOf = async (url: string) => {
    const known = heads.get(url) ?? (await servedHead(request, url));
    heads.set(url, known);
    return known;
  };
  for (const { loc, alternates } of urls) {
    const head = await headOf(loc);
    expect(head.status, loc).toBe(200);
    expect(head.canonical, loc).toBe(loc);
    expect(head.alternates, loc).toEqual(alternates);
    expect(Object.keys(head.alternates), loc).toEqual(["fr", "en", "x-default"]);
    for (const alternate of Object.values(head.alternates)) {
      const other = await headOf(alternate);
      expect(other.status, `${loc} → ${alternate}`).toBe(200);
      expect(other.alternates, `${loc} → ${alternate}`).toEqual(head.alternates);
    }
  }
});
