import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { PrerenderManifest } from "../server/platform/pages/prerendered-pages.js";
import { readPage } from "../server/testing/html-page.js";
import { englishPathOf } from "../src/app/shared/locale-paths.js";
import { buildPath, matchRoute } from "../src/app/shared/route-table.js";
import { SHARE_CARD_SIZE } from "../src/app/ssr/share-images.js";
import { articleModified } from "../src/content/blog/article-structured-data.js";
import { articlePath, articles } from "../src/content/blog/articles.js";
import { englishSlugs } from "../src/content/shared/english-slugs.js";
import { jobOffers } from "../src/content/shared/job-offers.js";
import { findOffer, offerPath, offers } from "../src/content/shared/offer-catalogue.js";
import { appIcons, themeColor, webManifestPath } from "../src/shared/site/app-icons.js";

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

/** A PNG's size, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
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

  const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  const lastmods = new Map(
    [
      ...sitemap.matchAll(
        /<loc>([^<]+)<\/loc>(?:<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g,
      ),
    ].map((match) => [new URL(match[1] ?? "").pathname, match[2]]),
  );

  it("robots.txt names the sitemap, which lists exactly the published pages and their English versions", () => {
    expect(siteUrl).toMatch(/^https?:\/\//);
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(
      published
        .flatMap(({ name }) => [name, englishPathOf(name, englishSlugs) ?? ""])
        .map((path) => new URL(path, siteUrl).href)
        .sort(),
    );
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
    expect(home?.head.structuredData.map((data) => data["@type"])).toEqual(["WebPage", "Organization", "WebSite"]);
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

  it("the sitemap dates a page by its content, never by the build: an article by its revision, an offer by its publication", () => {
    for (const article of articles) expect(lastmods.get(articlePath(article.id))).toBe(articleModified(article));
    for (const job of jobOffers) {
      expect(lastmods.get(buildPath("/careers/:jobId", { jobId: job.id }))).toBe(job.postedAt.slice(0, 10));
    }
    // Pages whose content carries no date say none, rather than the day of the build.
    expect(lastmods.has("/expertises")).toBe(true);
    expect(lastmods.get("/expertises")).toBeUndefined();
    expect(lastmods.get("/")).toBeUndefined();
  });

  it("JobPosting data only on each offer's own page, complete; never on the list of offers", () => {
    const careers = published.find(({ name }) => name === "/careers")?.page;
    expect(careers?.head.structuredData.filter((data) => data["@type"] === "JobPosting")).toEqual([]);
    expect(careers?.html).not.toContain("JobPosting");
    for (const job of jobOffers) {
      const path = buildPath("/careers/:jobId", { jobId: job.id });
      const page = published.find(({ name }) => name === path)?.page;
      const postings = page?.head.structuredData.filter((data) => data["@type"] === "JobPosting") ?? [];
      expect(postings, path).toHaveLength(1);
      expect(postings[0], path).toMatchObject({
        title: job.title,
        identifier: { "@type": "PropertyValue", name: "Novadis", value: job.id },
        directApply: true,
        datePosted: job.postedAt.slice(0, 10),
        validThrough: job.validThrough.slice(0, 10),
        url: page?.head.canonical,
        jobLocation: {
          address: {
            streetAddress: expect.any(String),
            postalCode: expect.stringMatching(/^\d{5}$/),
            addressLocality: job.location,
            addressCountry: "FR",
          },
        },
      });
      if (job.salary) {
        expect(postings[0]?.baseSalary, path).toMatchObject({ "@type": "MonetaryAmount", currency: "EUR" });
      }
    }
  });

  it("Open Graph calls an article an article and every other page a website", () => {
    const kinds = pages.map(({ name, page }) => [name, page.head.meta("og:type")]);
    const articlePages = new Set(articles.map((article) => articlePath(article.id)));
    for (const [name, kind] of kinds) expect(kind, name).toBe(articlePages.has(name ?? "") ? "article" : "website");
    expect(kinds.filter(([, kind]) => kind === "article")).toHaveLength(articles.length);
  });

  it("every preview image says what it shows, to Open Graph and to Twitter alike", () => {
    for (const { name, page } of pages) {
      const alt = page.head.meta("og:image:alt");
      expect(alt, name).toMatch(/\S/);
      expect(page.head.meta("twitter:image:alt"), name).toBe(alt);
    }
    const article = articles[0];
    const articlePage = published.find(({ name }) => name === articlePath(article?.id ?? ""))?.page;
    expect(articlePage?.head.meta("og:image:alt")).toContain(article?.title);
    expect(published.find(({ name }) => name === "/careers")?.page.head.meta("og:image:alt")).toBe(
      "Carrière — Rejoignez les équipes Novadis",
    );
  });

  it("the Organization's logo is a 512 × 512 PNG, and every page links the manifest, home-screen icon and theme colour", () => {
    const home = published.find(({ name }) => name === "/")?.page;
    const organization = home?.head.structuredData.find((data) => data["@type"] === "Organization");
    const logo = new URL(String(organization?.logo), siteUrl).pathname;
    expect(pngSize(readFileSync(join(clientDir, logo)))).toEqual({ width: 512, height: 512 });
    expect(organization?.address).toMatchObject({ streetAddress: "27 rue Grenette", postalCode: "69002" });
    for (const { name, page } of pages) {
      expect(page.head.link("manifest"), name).toBe(webManifestPath);
      expect(page.head.link("apple-touch-icon"), name).toBe(appIcons.appleTouch.path);
      expect(page.head.meta("theme-color"), name).toBe(themeColor);
    }
    expect(pngSize(readFileSync(join(clientDir, appIcons.appleTouch.path)))).toEqual({ width: 180, height: 180 });
  });

  it("the web app manifest names the site in French, with 192 and 512 PNG icons that exist at their size", () => {
    const manifest = JSON.parse(readFileSync(join(clientDir, webManifestPath), "utf8"));
    expect(manifest).toMatchObject({
      name: "Novadis",
      short_name: "Novadis",
      lang: "fr",
      start_url: "/",
      display: "browser",
      theme_color: themeColor,
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    for (const icon of icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(icon.type).toBe("image/png");
      expect(pngSize(readFileSync(join(clientDir, icon.src))), icon.src).toEqual({ width, height });
    }
  });
});
