import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { expectFullRows } from "./helpers/grid-rows.js";

async function search(page: Page, criteria: { keyword?: string; location?: string; jobType?: string }) {
  await page.getByLabel("Mot-clé").fill(criteria.keyword ?? "");
  await page.getByLabel("Lieu").selectOption({ label: criteria.location ?? "Tous les lieux" });
  await page.getByLabel("Type de poste").selectOption({ label: criteria.jobType ?? "Tous les types" });
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
}

const titles = (page: Page) => page.getByTestId("job-card").getByRole("heading");

test("typing alone does not filter; « Rechercher » filters by keyword in the title or the keywords", async ({
  page,
}) => {
  await page.goto("/careers");
  await expect(page.getByTestId("job-card")).toHaveCount(5);
  await page.getByLabel("Mot-clé").fill("DESIGNER");
  await expect(page.getByTestId("job-card")).toHaveCount(5);
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  await expect(titles(page)).toHaveText(["Designer web"]);

  await search(page, { keyword: "expo" });
  await expect(titles(page)).toHaveText(["Développeur ou développeuse React Native"]);
});

test("the location and job-type dropdowns offer the values the offers carry and filter exactly", async ({ page }) => {
  await page.goto("/careers");
  const locationOptions = page.getByLabel("Lieu").locator("option");
  await expect(locationOptions).toHaveText(["Tous les lieux", "Bordeaux", "Lyon", "Nantes", "Paris"]);
  const typeOptions = page.getByLabel("Type de poste").locator("option");
  await expect(typeOptions).toHaveText(["Tous les types", "À distance", "Temps partiel", "Temps plein", "Télétravail"]);
  for (const option of await page.locator("select option").all()) {
    expect(await option.getAttribute("value")).not.toBe("");
  }

  await search(page, { location: "Lyon" });
  await expect(titles(page)).toHaveText(["Designer web", "Assistant(e) administratif(ve)"]);
  await search(page, { jobType: "Temps partiel" });
  await expect(titles(page)).toHaveText(["Assistant(e) administratif(ve)"]);
  await search(page, { keyword: "design", location: "Lyon", jobType: "Temps plein" });
  await expect(titles(page)).toHaveText(["Designer web"]);
});

test("a search that matches nothing says so, and a new search brings the offers back", async ({ page }) => {
  await page.goto("/careers");
  await search(page, { keyword: "astronaute" });
  await expect(page.getByTestId("job-card")).toHaveCount(0);
  await expect(page.getByText("Aucun emploi trouvé correspondant à vos critères.")).toBeVisible();
  await search(page, {});
  await expect(page.getByTestId("job-card")).toHaveCount(5);
});

test("criteria in the address (« Rechercher » pressed before the page hydrated) are applied and shown in the fields", async ({
  page,
}) => {
  await page.goto("/careers?keyword=design&location=Lyon&type=all");
  await expect(titles(page)).toHaveText(["Designer web"]);
  await expect(page.getByLabel("Mot-clé")).toHaveValue("design");
  await expect(page.getByLabel("Lieu")).toHaveValue("Lyon");
  // The fields then work as usual.
  await search(page, { keyword: "expo" });
  await expect(titles(page)).toHaveText(["Développeur ou développeuse React Native"]);
});

test("without JavaScript, « Rechercher » puts the criteria in the address", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/careers");
  await search(page, { keyword: "design", location: "Lyon" });
  await expect(page).toHaveURL(/\/careers\?keyword=design&location=Lyon&type=all$/);
  await context.close();
});

test("cards show the coloured job type, the time since posting and the keyword badges", async ({ page }) => {
  await page.goto("/careers");
  const card = page.getByTestId("job-card").filter({ hasText: "Responsable produit" });
  await expect(card.getByTestId("job-type")).toHaveText("Télétravail");
  await expect(card.getByTestId("job-type")).toHaveClass(/bg-purple-100/);
  await expect(page.getByTestId("job-card").filter({ hasText: "Designer web" }).getByTestId("job-type")).toHaveClass(
    /bg-blue-100/,
  );
  await expect(card.locator("time")).toHaveText(/^(il y a \d+ (jours?|semaines?|mois|ans?)|aujourd'hui)$/);
  await expect(card.getByRole("list", { name: "Compétences" }).getByRole("listitem")).toHaveText([
    "Gestion de produit",
    "Feuille de route",
    "Découverte des besoins",
    "Agilité",
  ]);
});

test("opening a card's full offer grows that card alone: its neighbours keep their height", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/careers", { waitUntil: "networkidle" });
  const cards = page.getByTestId("job-card");
  const heights = () =>
    cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  const before = await heights();
  await cards.nth(1).getByText("Voir l'offre complète").click();
  await expect(cards.nth(1).getByText("Masquer l'offre complète")).toBeVisible();
  const after = await heights();
  expect(after[1]).toBeGreaterThan((before[1] as number) + 50);
  // The first row holds three cards at 1280 px: the opened one's neighbours on both sides.
  expect([after[0], after[2]]).toEqual([before[0], before[2]]);
});

test("the offers' rows are full at every width, and again after a search changes their count", async ({ page }) => {
  await page.goto("/careers", { waitUntil: "networkidle" });
  const cards = page.getByTestId("job-card");
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFullRows(cards, `5 offers at ${width} px`);
  }
  await search(page, { location: "Lyon" });
  const found = await cards.count();
  expect(found).toBeGreaterThan(1);
  expect(found).toBeLessThan(5);
  await expectFullRows(cards, `${found} offers at 1280 px`);
});

test("the page is prerendered with every offer and no JobPosting: that belongs to each offer's own page", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/careers");
  await expect(page.getByRole("heading", { level: 1, name: "Construisons ensemble le futur en ligne" })).toBeVisible();
  await expect(page.getByTestId("job-card")).toHaveCount(5);
  await expect(page).toHaveTitle(/^Carrière/);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
  expect(types).not.toContain("JobPosting");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await context.close();
});

test("/careers-page answers with a permanent redirect to /careers", async ({ request }) => {
  const response = await request.get("/careers-page", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/careers");
});
