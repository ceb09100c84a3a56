import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./render-document.js";
import { seoTags } from "./seo-tags.js";

const siteUrl = "https://www.novadis.fr";
const siteSettings = { siteUrl, appsSiteUrl: "https://apps.novadis.fr", supportEmail: "support@novadis.fr" };
const template = "<!doctype html><html><head><!--head--></head><body><!--app--></body></html>";

/** What a page's <head> tells search engines, from the real renderer. */
async function headOf(pathname: string, robots?: string) {
  const html = await renderDocument(template, { pathname, search: "", siteSettings, robots });
  const document = parseDocument(html);
  const tags = (name: string) => DomUtils.getElementsByTagName(name, document);
  const meta = (property: string) =>
    tags("meta")
      .filter((tag) => tag.attribs.property === property)
      .map((tag) => tag.attribs.content);
  return {
    canonical: tags("link").find((link) => link.attribs.rel === "canonical")?.attribs.href,
    hreflang: Object.fromEntries(
      tags("link")
        .filter((link) => link.attribs.rel === "alternate" && link.attribs.hreflang)
        .map((link) => [link.attribs.hreflang, link.attribs.href]),
    ),
    locale: meta("og:locale"),
    localeAlternates: meta("og:locale:alternate"),
    structuredData: tags("script")
      .filter((script) => script.attribs.type === "application/ld+json")
      .map((script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>),
  };
}

const ofType = (data: Record<string, unknown>[], type: string) => data.find((item) => item["@type"] === type);

describe("a page's head in each language", () => {
  const french = `${siteUrl}/careers/assistant-administratif`;
  const english = `${siteUrl}/en/careers/administrative-assistant`;

  it("a French page names itself canonical, its English version and the French as x-default, in French", async () => {
    const head = await headOf("/careers/assistant-administratif");
    expect(head.canonical).toBe(french);
    expect(head.hreflang).toEqual({ fr: french, en: english, "x-default": french });
    expect(head.locale).toEqual(["fr_FR"]);
    expect(head.localeAlternates).toEqual(["en_GB"]);
    expect(ofType(head.structuredData, "WebPage")).toMatchObject({ url: french, inLanguage: "fr-FR" });
    expect(ofType(head.structuredData, "JobPosting")).toMatchObject({ url: french });
  });

  it("its English version points back with the same three, canonical at its English address, in English", async () => {
    const head = await headOf("/en/careers/administrative-assistant");
    expect(head.canonical).toBe(english);
    expect(head.hreflang).toEqual({ fr: french, en: english, "x-default": french });
    expect(head.locale).toEqual(["en_GB"]);
    expect(head.localeAlternates).toEqual(["fr_FR"]);
    expect(ofType(head.structuredData, "WebPage")).toMatchObject({ url: english, inLanguage: "en-GB" });
    expect(ofType(head.structuredData, "JobPosting")).toMatchObject({ url: english });
  });

  it("every alternate of a page in either language has the same alternates: they point at each other", async () => {
    for (const path of [
      "/",
      "/expertises/cloud-devops",
      "/blog/concevoir-une-api-durable",
      "/legal/mentions-legales",
    ]) {
      const { hreflang } = await headOf(path);
      expect(Object.keys(hreflang), path).toEqual(["fr", "en", "x-default"]);
      const back = await headOf(new URL(hreflang.en ?? "").pathname);
      expect(back.hreflang, path).toEqual(hreflang);
      expect(back.canonical, path).toBe(hreflang.en);
    }
  });

  it("an article and the home page say their language in their own structured data", async () => {
    const article = await headOf("/en/blog/designing-an-api-that-lasts");
    expect(ofType(article.structuredData, "Article")).toMatchObject({
      inLanguage: "en-GB",
      mainEntityOfPage: `${siteUrl}/en/blog/designing-an-api-that-lasts`,
    });
    expect(ofType((await headOf("/")).structuredData, "WebSite")).toMatchObject({ inLanguage: "fr-FR" });
    expect(ofType((await headOf("/en")).structuredData, "WebSite")).toMatchObject({
      url: `${siteUrl}/en`,
      inLanguage: "en-GB",
    });
  });

  it("pages kept out of search engines announce no alternate, no canonical, no WebPage", async () => {
    for (const [path, robots] of [
      ["/login", undefined],
      ["/en/login", undefined],
      ["/careers/introuvable", "noindex"],
      ["/nulle-part", "noindex"],
    ] as const) {
      const head = await headOf(path, robots);
      expect(head.canonical, path).toBeUndefined();
      expect(head.hreflang, path).toEqual({});
      expect(head.localeAlternates, path).toEqual([]);
      expect(ofType(head.structuredData, "WebPage"), path).toBeUndefined();
    }
  });
});

describe("the blog's feed in a page's head", () => {
  const feedHref = (locale: "fr" | "en") =>
    seoTags(
      { title: "Blog | Novadis", feed: { title: "Le blog de Novadis", path: "/blog/feed.xml" } },
      {
        path: locale === "en" ? "/en/blog" : "/blog",
        locale,
        siteUrl,
        address: (path) => new URL(path, siteUrl).href,
        card: "novadis",
        kind: "website",
        indexable: true,
      },
    ).find((tag) => tag.includes("application/atom+xml"));

  it("is the English feed on an English page, the French one on a French page", () => {
    expect(feedHref("fr")).toContain(`href="${siteUrl}/blog/feed.xml"`);
    expect(feedHref("en")).toContain(`href="${siteUrl}/en/blog/feed.xml"`);
  });
});
