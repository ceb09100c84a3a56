import type { Page } from "@playwright/test";
import { frenchTypography } from "../../src/shared/french-typography.js";
import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { viewports } from "./helpers/viewports.js";

/** The days the listed cards were published, as their <time> elements say. */
const listedDays = (page: Page) =>
  page
    .getByTestId("article-card")
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));

const newestFirst = (days: string[]) => [...days].sort().reverse();

/** The JSON-LD objects of the page's <head>. */
const structuredData = (page: Page) =>
  page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>));

const pagination = (page: Page) => page.getByRole("navigation", { name: "Pages du blog" });

test("/blog lists the newest articles first, six a page, with real links to page 2 and back", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les temps forts de Novadis");
  await expect(page.getByTestId("article-card")).toHaveCount(6);
  const firstPage = await listedDays(page);
  expect(firstPage).toEqual(newestFirst(firstPage));
  // The promotional banner block stays on the blog (docs/0031).
  await expect(page.getByTestId("promo-banner")).toHaveCount(3);
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  // Covers: sized before they load, the first one at once, the others lazy and drawn once scrolled to.
  await expect(page.getByTestId("article-card").first().locator("img")).toHaveAttribute("loading", "eager");
  const cover = page.getByTestId("article-card").last().locator("img");
  await expect(cover).toHaveAttribute("width", "1200");
  await expect(cover).toHaveAttribute("height", "630");
  await expect(cover).toHaveAttribute("loading", "lazy");
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);

  await pagination(page).getByRole("link", { name: "Articles plus anciens" }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page).toHaveTitle("Blog, page 2 sur 2 | Novadis");
  await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const secondPage = await listedDays(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).toEqual(newestFirst(secondPage));
  expect((secondPage[0] ?? "") <= (firstPage.at(-1) ?? "")).toBe(true);
  await expect(pagination(page).getByRole("link", { name: "Articles plus anciens" })).toHaveCount(0);

  await pagination(page).getByRole("link", { name: "Articles plus récents" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await listedDays(page)).toEqual(firstPage);
});

test("an article page shows its title, date, author and body, and describes itself as an Article", async ({ page }) => {
  await page.goto("/blog");
  // Reached as a visitor would, client-side: the body arrives with its own chunk.
  await page.getByRole("link", { name: "Cybersécurité des PME : les mesures qui comptent vraiment" }).click();
  await expect(page).toHaveURL(/\/blog\/cybersecurite-pme-mesures-essentielles$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Cybersécurité des PME : les mesures qui comptent vraiment",
  );
  const header = page.locator("main header").first();
  await expect(header.locator("time")).toHaveText("9 décembre 2025");
  await expect(header.locator("time")).toHaveAttribute("datetime", "2025-12-09");
  await expect(header).toContainText("Mehdi Benali");
  const body = page.getByTestId("article-body");
  await expect(
    body.getByRole("heading", { level: 2, name: "Des sauvegardes que l'on a déjà restaurées" }),
  ).toBeVisible();
  await expect(body).toContainText("Face à un rançongiciel, la sauvegarde est la dernière ligne de défense.");
  await expect(page.getByRole("heading", { level: 2, name: "À lire aussi" })).toBeVisible();

  // What search engines read, from the prerendered page itself.
  await page.reload();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/blog\/cybersecurite-pme-mesures-essentielles$/);
  const article = (await structuredData(page)).find((data) => data["@type"] === "Article");
  expect(article).toMatchObject({
    "@context": "https://schema.org",
    headline: frenchTypography("Cybersécurité des PME : les mesures qui comptent vraiment"),
    datePublished: "2025-12-09",
    dateModified: "2025-12-09",
    mainEntityOfPage: canonical,
    author: { "@type": "Person", name: "Mehdi Benali" },
    publisher: { "@type": "Organization", name: "Novadis" },
  });
  const image = (article?.image as string[] | undefined)?.[0];
  expect(image).toBe(new URL("/media/blog/cybersecurite-pme-mesures-essentielles.jpg", canonical ?? "").href);
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(image);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    "content",
    frenchTypography("Novadis · Expertise : Cybersécurité des PME : les mesures qui comptent vraiment"),
  );
  const served = await page.request.get(new URL(image ?? "").pathname);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    new URL("/blog/feed.xml", canonical ?? "").href,
  );
});

test("the Atom feed is well-formed XML listing every article with its absolute address", async ({ page }) => {
  const response = await page.request.get("/blog/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();

  await page.goto("/blog");
  const announced = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
  expect(announced).toMatch(/^https?:\/\/[^/]+\/blog\/feed\.xml$/);
  // The browser's own XML parser: a malformed document comes back as a <parsererror>.
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const atom = "http://www.w3.org/2005/Atom";
    return {
      error: doc.getElementsByTagName("parsererror").length,
      root: doc.documentElement.namespaceURI,
      self: doc.querySelector('feed > link[rel="self"]')?.getAttribute("href"),
      entries: [...doc.getElementsByTagNameNS(atom, "entry")].map((entry) => ({
        title: entry.getElementsByTagNameNS(atom, "title")[0]?.textContent,
        link: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href"),
        published: entry.getElementsByTagNameNS(atom, "published")[0]?.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBe(0);
  expect(feed.root).toBe("http://www.w3.org/2005/Atom");
  expect(feed.self).toBe(announced);

  const cards = page.getByTestId("article-card");
  const firstTitle = await cards.first().getByRole("heading").textContent();
  expect(feed.entries.length).toBeGreaterThan(6);
  expect(feed.entries[0]?.title).toBe(firstTitle);
  const published = feed.entries.map((entry) => entry.published ?? "");
  expect(published).toEqual(newestFirst(published));
  for (const entry of feed.entries) {
    expect(entry.link).toBe(new URL(new URL(entry.link ?? "").pathname, announced ?? "").href);
    expect(new URL(entry.link ?? "").pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
  }
  // Each entry's address is the canonical address of its page.
  await page.goto(new URL(feed.entries[0]?.link ?? "").pathname);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", feed.entries[0]?.link ?? "");
});

test.describe("the home page's news", () => {
  test("a card leads to its article, on a wide screen", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/", { waitUntil: "networkidle" });
    const accordion = page.getByTestId("news-accordion");
    await accordion.getByRole("button", { name: /Rendez-vous aux Novadis Digital Days/ }).click();
    await accordion.getByRole("link", { name: "Lire l'article : Rendez-vous aux Novadis Digital Days" }).click();
    await expect(page).toHaveURL(/\/blog\/evenement-lyon-digital-days$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rendez-vous aux Novadis Digital Days");
    await expect(page.getByTestId("article-body")).toContainText("Docks de Lyon Confluence");
  });

  test("the carousel's card does too, below 768 px", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto("/", { waitUntil: "networkidle" });
    const carousel = page.getByTestId("news-carousel");
    await carousel.getByRole("link", { name: "Lire l'article : Novadis Flow arrive sur mobile" }).click();
    await expect(page).toHaveURL(/\/blog\/lancement-novadis-flow$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novadis Flow arrive sur mobile");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pages of the blog and an article are all there, reached by plain links", async ({ page }) => {
    await page.goto("/blog");
    await pagination(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByTestId("article-card")).toHaveCount(6);
    await page.getByRole("link", { name: "Novadis Flow arrive sur mobile" }).click();
    await expect(page).toHaveURL(/\/blog\/lancement-novadis-flow$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novadis Flow arrive sur mobile");
    await expect(page.locator("main header time")).toHaveText("15 septembre 2025");
    await expect(page.getByTestId("article-body").getByRole("heading", { level: 2 }).first()).toHaveText(
      "Ce que la bêta nous a appris",
    );
  });
});

test("an address naming no article or page answers 404 with a way back to the blog", async ({ page }) => {
  for (const path of ["/blog/cet-article-n-existe-pas", "/blog/page/99", "/blog/page/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("link", { name: "Voir les derniers articles" })).toHaveAttribute("href", "/blog");
  }
});

for (const path of ["/blog", "/blog/ia-generative-en-entreprise"]) {
  test(`${path} shows no accessibility violation for axe, wide and narrow`, async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(path, { waitUntil: "networkidle" });
    await expectNoAxeViolations(page, { label: `${path} at 1280 px` });
    await page.setViewportSize(viewports.mobile);
    await expectNoAxeViolations(page, { label: `${path} at 375 px` });
  });
}
