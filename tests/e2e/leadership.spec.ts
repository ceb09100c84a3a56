import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { expectImagesLoaded, imageBodies } from "./helpers/images.js";

/** The six leaders in grid order. */
const leaderSlugs = [
  "antoine-delorme",
  "camille-roussel",
  "mehdi-benali",
  "lea-fontaine",
  "sophie-garnier",
  "thomas-nguyen",
] as const;

test("the listing shows every leader, each with a portrait of their own and a link to their page", async ({
  page,
  request,
}) => {
  await page.goto("/leadership");
  await expect(page.getByRole("heading", { level: 1, name: "Portraits des dirigeants" })).toBeVisible();
  const cards = page.getByTestId("leader-card");
  await expect(cards).toHaveCount(6);
  // Decorative on a card: the leader's name is its heading, right under the picture.
  const portraits = cards.locator("img");
  await expect(portraits).toHaveCount(6);
  for (const portrait of await portraits.all()) await expect(portrait).toHaveAttribute("alt", "");
  await expect(cards.nth(1).locator("img")).toHaveAttribute("src", "/media/art/leaders/camille-roussel.svg");
  const sources = await expectImagesLoaded(portraits);
  expect(new Set(sources).size).toBe(6);
  const drawings = (await imageBodies(request, sources)).map((body) => body.toString("utf8"));
  expect(new Set(drawings).size, "six different drawings").toBe(6);
  const links = page.getByTestId("leader-card").getByRole("link");
  await expect(links).toHaveCount(6);
  expect(await Promise.all((await links.all()).map((link) => link.getAttribute("href")))).toEqual(
    leaderSlugs.map((slug) => `/leadership/${slug}`),
  );
  await expect(links.nth(1)).toHaveAccessibleName(/^Camille Roussel Directrice technique Lire le portrait/);

  await links.nth(3).click();
  await expect(page.getByRole("heading", { level: 1, name: "Léa Fontaine" })).toBeVisible();
});

test("the founder's page shows name, role, social profiles, biography and portrait", async ({ page }) => {
  const response = await page.goto("/leadership/antoine-delorme");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Antoine Delorme" })).toBeVisible();
  await expect(page.getByText("Fondateur et président-directeur général")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/antoine-delorme-novadis",
  );
  await expect(main.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
    "href",
    "https://www.instagram.com/antoine.delorme.novadis",
  );
  await expect(page.getByRole("heading", { name: "Biographie" })).toBeVisible();
  await expect(page.getByText(/il fonde Novadis à Lyon/)).toBeVisible();
  const portrait = page.getByRole("img", { name: "Portrait illustré d'Antoine Delorme" });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute("src", "/media/art/leaders/antoine-delorme.svg");
  await expectImagesLoaded(portrait);
});

test("the listing and two leaders' pages pass every axe rule at both widths", async ({ page }) => {
  for (const path of ["/leadership", "/leadership/antoine-delorme", "/leadership/lea-fontaine"]) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path, { waitUntil: "networkidle" });
      await expectNoAxeViolations(page, { label: `${path} at ${width} px` });
    }
  }
});

test("unknown slugs answer 404", async ({ page }) => {
  for (const slug of ["no-define", "camille"]) {
    const response = await page.goto(`/leadership/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Portrait introuvable" })).toBeVisible();
  }
});

test("the leadership pages are prerendered", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/leadership");
  await expect(page.getByTestId("leader-card")).toHaveCount(6);
  for (const slug of leaderSlugs) {
    await page.goto(`/leadership/${slug}`);
    await expect(page.getByRole("heading", { name: "Biographie" })).toBeVisible();
  }
  await context.close();
});

test("the sitemap lists every leader's page", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "", baseURL).pathname,
  );
  for (const slug of leaderSlugs) expect(listed).toContain(`/leadership/${slug}`);
});

test("every leader's page tells a biography, a quote, skills and expertises, and shows their teams' case studies", async ({
  page,
}) => {
  for (const slug of leaderSlugs) {
    const response = await page.goto(`/leadership/${slug}`);
    expect(response?.status(), slug).toBe(200);
    const main = page.getByRole("main");
    const name = (await main.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await expect(main.locator("blockquote"), slug).toContainText(/«\s.{60,}\s»/);
    const biography = main.getByTestId("leader-biography").locator("p");
    expect(await biography.count(), `${slug}: paragraphs`).toBeGreaterThanOrEqual(4);
    await expect(main.getByRole("heading", { level: 2, name: "Domaines de compétence" })).toBeVisible();
    const skills = main.locator('section[aria-labelledby="skills-title"] li');
    expect(await skills.count(), `${slug}: skills`).toBeGreaterThanOrEqual(3);
    const expertiseLinks = main.locator('section[aria-labelledby="expertises-title"]').getByRole("link");
    expect(await expertiseLinks.count(), `${slug}: expertises`).toBeGreaterThan(0);
    for (const link of await expertiseLinks.all())
      await expect(link).toHaveAttribute("href", /^\/expertises\/[a-z-]+$/);
    const portrait = page.getByRole("img", {
      name: `Portrait illustré ${/^[AEIOUYÉ]/.test(name) ? "d'" : "de "}${name}`,
    });
    await expect(portrait).toHaveAttribute("src", `/media/art/leaders/${slug}.svg`);
    await expect(main.getByRole("link", { name: "Parlons de votre projet" })).toHaveAttribute(
      "href",
      new RegExp(`^/contact\\?type=quote&.*sourcePage=%2Fleadership%2F${slug}`),
    );
  }

  // The design director's page shows her teams' three case studies, each linking to its page.
  await page.goto("/leadership/lea-fontaine");
  const studies = page.getByTestId("leader-case-studies").getByTestId("case-study-card");
  await expect(studies).toHaveCount(3);
  await expect(studies.getByRole("heading", { level: 3 })).toHaveCount(3);
  await studies.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/realisations\/atelier-marchand-architectes$/);
});
