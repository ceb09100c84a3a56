import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { PrerenderManifest } from "../server/pages/prerendered-pages.js";
import { readPage } from "../server/testing/html-page.js";
import { findOffer, offerPath, offers } from "../src/content/offer-catalogue.js";
import { matchRoute } from "../src/routes/route-table.js";
import { SHARE_CARD_SIZE } from "../src/ssr/share-images.js";

const pagesDir = join(import.meta.dirname, "..", "dist", "pages");
const clientDir = join(import.meta.dirname, "..", "dist", "client");
const manifestPath = join(pagesDir, "manifest.json");

/** Every HTML file the build wrote (pages, not-found variants, the site-wide 404), read as a browser would. */
function builtPages() {
  if (!existsSync(manifestPath)) {
    throw new Error("No build in dist/: run `npm run build` first (`npm test` does).");
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest;
  const files: [string, string][] = [
    ...Object.entries(manifest.pages),
    ...Object.entries(manifest.misses),
    ["404", manifest.notFound],
  ];
  return files.map(([name, file]) => ({
    name,
    kind: name in manifest.pages ? "page" : "miss",
    page: readPage(readFileSync(join(pagesDir, file), "utf8")),
  }));
}

/** A JPEG's size, from its first start-of-frame segment. */
function jpegSize(bytes: Buffer) {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    offset += 2 + length;
  }
  throw new Error("no start-of-frame segment");
}

describe("the prerendered pages", () => {
  it("never have a form that could send a password in a URL: every form with a password field posts", () => {
    const pages = builtPages();
    const passwordForms = pages.flatMap(({ name, page }) =>
      page.forms
        .filter((form) => form.inputs.some((input) => input.type === "password"))
        .map((form) => ({ page: name, method: form.method, action: form.action })),
    );
    // The account screens do have such forms: this test must see them to mean anything.
    expect(passwordForms.map((form) => form.page)).toEqual(
      expect.arrayContaining(["/login", "/register", "/reset-password"]),
    );
    expect(passwordForms.filter((form) => form.method !== "post")).toEqual([]);
    expect(passwordForms.filter((form) => !form.action?.startsWith("/"))).toEqual([]);
  });

  it("hold no inline style the Content-Security-Policy refuses: no style attribute, one <style>, the stylesheet's", () => {
    const allowed = (JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest).inlineStyleHashes ?? [];
    expect(allowed).toHaveLength(1);
    const refused = builtPages().flatMap(({ name, page }) => {
      const document = parseDocument(page.html).children;
      const styles = DomUtils.findAll((element) => element.name === "style", document);
      const attributes = DomUtils.findAll((element) => element.attribs.style !== undefined, document);
      return [
        ...(styles.length === 1 ? [] : [`${name}: ${styles.length} <style> elements`]),
        ...styles
          .map((style) => createHash("sha256").update(DomUtils.textContent(style)).digest("base64"))
          .filter((hash) => !allowed.includes(hash))
          .map((hash) => `${name}: <style> sha256-${hash}`),
        ...attributes.map((element) => `${name}: <${element.name} style="${element.attribs.style}">`),
      ];
    });
    expect(refused).toEqual([]);
  });

  it("hold one inline script, the boot script the policy allows, and no script or preload fetched before it runs", () => {
    const allowed = (JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest).inlineScriptHashes ?? [];
    expect(allowed).toHaveLength(1);
    const refused = builtPages().flatMap(({ name, page }) => {
      const document = parseDocument(page.html).children;
      // Data blocks (JSON, JSON-LD) are not run, so the policy does not govern them.
      const scripts = DomUtils.findAll(
        (element) => element.name === "script" && !/json/.test(element.attribs.type ?? ""),
        document,
      );
      const early = DomUtils.findAll(
        (element) =>
          element.name === "link" &&
          (element.attribs.rel === "modulepreload" ||
            (element.attribs.rel === "preload" && element.attribs.as === "script")),
        document,
      );
      return [
        ...scripts
          .filter((script) => script.attribs.src !== undefined || script.attribs.type !== undefined)
          .map((script) => `${name}: <script ${JSON.stringify(script.attribs)}>`),
        ...(scripts.length === 1 ? [] : [`${name}: ${scripts.length} inline scripts`]),
        ...scripts
          .map((script) => createHash("sha256").update(DomUtils.textContent(script)).digest("base64"))
          .filter((hash) => !allowed.includes(hash))
          .map((hash) => `${name}: <script> sha256-${hash}`),
        ...early.map((link) => `${name}: <link rel="${link.attribs.rel}" href="${link.attribs.href}">`),
      ];
    });
    expect(refused).toEqual([]);
  });

  it("carry no request-time data: that belongs to pages rendered for one visitor", () => {
    expect(builtPages().filter(({ page }) => page.pageData() !== undefined)).toEqual([]);
  });
});

describe("what search engines and link previews read", () => {
  const pages = builtPages();
  const published = pages.filter(({ name, kind }) => kind === "page" && matchRoute(name)?.route.indexable);
  const kept = pages.filter((page) => !published.includes(page));
  const robots = readFileSync(join(clientDir, "robots.txt"), "utf8");
  const siteUrl = /^Sitemap: (.+)\/sitemap\.xml$/m.exec(robots)?.[1] ?? "";

  it("robots.txt names the sitemap, which lists exactly the published pages", () => {
    expect(siteUrl).toMatch(/^https?:\/\//);
    const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].map(
      (match) => match[1],
    );
    expect(listed.sort()).toEqual(published.map(({ name }) => new URL(name, siteUrl).href).sort());
    expect(listed).toContain(new URL("/expertises/cloud-devops", siteUrl).href);
    expect(listed).not.toContain(new URL("/login", siteUrl).href);
  });

  it("a published page has its absolute canonical address, a description and its preview card", () => {
    expect(published.length).toBeGreaterThan(30);
    for (const { name, page } of published) {
      expect(page.head.canonical, name).toBe(new URL(name, siteUrl).href);
      expect(page.head.meta("robots"), name).toBeUndefined();
      expect(page.head.meta("description"), name).toBeTruthy();
      expect(page.head.meta("og:title"), name).toBe(
        page.html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, "&"),
      );
      expect(page.head.meta("og:url"), name).toBe(page.head.canonical);
      expect(page.head.meta("twitter:card"), name).toBe("summary_large_image");
    }
  });

  it("every preview card exists as a 1200 × 630 image of our own", () => {
    const cards = new Set(pages.map(({ page }) => page.head.meta("og:image")));
    expect(cards.size).toBeGreaterThan(5);
    for (const card of cards) {
      const file = join(clientDir, new URL(card ?? "", siteUrl).pathname);
      expect(existsSync(file), card).toBe(true);
      expect(jpegSize(readFileSync(file))).toEqual(SHARE_CARD_SIZE);
    }
  });

  it("account screens and not-found pages are kept out of the index, with a description still", () => {
    const names = kept.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(["/login", "/register", "/forgot-password", "/dashboard", "404"]));
    for (const { name, page } of kept) {
      expect(page.head.meta("robots"), name).toBe("noindex");
      expect(page.head.canonical, name).toBeUndefined();
      expect(page.head.meta("description"), name).toBeTruthy();
    }
  });

  it("the home page describes the company and the site; detail pages their trail from home", () => {
    const home = published.find(({ name }) => name === "/")?.page;
    expect(home?.head.structuredData.map((data) => data["@type"])).toEqual(["Organization", "WebSite"]);
    const details = published.filter(({ name }) =>
      ["expertise", "leader", "application", "job-apply", "legal", "offer", "article"].includes(
        matchRoute(name)?.name ?? "",
      ),
    );
    expect(details.length).toBeGreaterThan(15);
    for (const { name, page } of details) {
      const trail = page.head.structuredData.find((data) => data["@type"] === "BreadcrumbList");
      const items = (trail?.itemListElement ?? []) as { position: number; item: string }[];
      expect(items[0]?.item, name).toBe(new URL("/", siteUrl).href);
      expect(items.at(-1)?.item, name).toBe(page.head.canonical);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    }
  });

  it("each offer has its page, which describes the service and its price excluding VAT", () => {
    const offerPages = published.filter(({ name }) => matchRoute(name)?.name === "offer");
    expect(offerPages.map(({ name }) => name).sort()).toEqual(offers.map((offer) => offerPath(offer.id)).sort());
    for (const { name, page } of offerPages) {
      const offer = findOffer(matchRoute(name)?.params.id ?? "");
      const service = page.head.structuredData.find((data) => data["@type"] === "Service");
      expect(service?.url, name).toBe(page.head.canonical);
      expect(service?.offers, name).toMatchObject({
        price: offer?.price,
        priceCurrency: "EUR",
        priceSpecification: { valueAddedTaxIncluded: false },
      });
    }
  });
});
