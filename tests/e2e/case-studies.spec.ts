import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { expectFullRows } from "./helpers/grid-rows.js";
import { waitForHydration } from "./helpers/hydration.js";

/** Filters the list to « Cloud & DevOps » and checks every card left is one of its projects. */
async function filterByCloud(page: Page) {
  const filter = page.getByRole("navigation", { name: "Filtrer par expertise" });
  await expect(filter.getByRole("link", { name: "Toutes" })).toHaveAttribute("aria-current", "page");
  await filter.getByRole("link", { name: "Cloud & DevOps" }).click();
  await expect(page).toHaveURL(/\/realisations\/expertise\/cloud-devops$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cloud & DevOps" })).toBeVisible();
  await expect(filter.getByRole("link", { name: "Cloud & DevOps" })).toHaveAttribute("aria-current", "page");
  const cards = page.getByTestId("case-study-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "Domaine Rousset" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Atelier Lenoir Maroquinerie" })).toHaveCount(1);
  await filter.getByRole("link", { name: "Toutes" }).click();
  await expect(page).toHaveURL(/\/realisations$/);
  await expect(cards).toHaveCount(9);
}

test("the list shows at least eight case studies, each with two figures, in full rows, and the clients' wall", async ({
  page,
}) => {
  await page.goto("/realisations");
  await expect(page.getByRole("heading", { level: 1, name: "Nos réalisations" })).toBeVisible();
  const cards = page.getByTestId("case-study-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  for (const card of await cards.all()) {
    await expect(card.getByRole("list", { name: "Résultats" }).getByRole("listitem")).toHaveCount(2);
  }
  const wall = page.getByRole("region", { name: "Ils nous ont confié leur projet" });
  await expect(wall.getByRole("img", { name: "Maison Feraud" })).toBeVisible();
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFullRows(cards, `at ${width} px`);
  }
});

test("the filter by expertise works with JavaScript", async ({ page }) => {
  await page.goto("/realisations");
  await waitForHydration(page);
  await filterByCloud(page);
});

test("the filter by expertise works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/realisations");
  await filterByCloud(page);
  await context.close();
});

test("a case study shows its figures first, its quote, its team and a call to the quote form", async ({ page }) => {
  const response = await page.goto("/realisations/maison-feraud");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Une boutique de mode éthique qui convertit mieux et relance seule" }),
  ).toBeVisible();
  const results = page.getByTestId("case-study-results").getByRole("listitem");
  await expect(results).toHaveCount(3);
  await expect(results.first()).toHaveText(/\+46\u202f%\s*de taux de conversion en quatre mois/);
  await expect(results.first()).toBeInViewport();
  await expect(page.getByText("Clara Feraud", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "L’équipe" })).toBeVisible();
  const cta = page.getByTestId("case-study-cta");
  await expect(cta).toHaveText("Parlons de votre projet");
  await cta.click();
  await expect(page).toHaveURL(/\/contact\?type=quote&offerId=shopify-essential&expertiseId=design-ux-ui/);
});

test("an unknown case study or expertise filter answers 404", async ({ page }) => {
  expect((await page.goto("/realisations/introuvable"))?.status()).toBe(404);
  expect((await page.goto("/realisations/expertise/introuvable"))?.status()).toBe(404);
});

test("an offer's reference links to its case study", async ({ page }) => {
  await page.goto("/start-scale/web-start");
  const reference = page.getByTestId("offer-reference");
  await expect(reference).toHaveText("Cabinet Delorme Avocats — site vitrine 5 pages");
  await reference.click();
  await expect(page).toHaveURL(/\/realisations\/cabinet-delorme-avocats$/);
  await expect(page.getByTestId("case-study-results").getByRole("listitem")).toHaveCount(3);
});

test("the header's Découvrir menu leads to the case studies", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await nav.getByRole("button", { name: "Découvrir", exact: true }).click();
  await nav.getByRole("link", { name: /Réalisations/ }).click();
  await expect(page).toHaveURL(/\/realisations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nos réalisations" })).toBeVisible();
});

for (const path of [
  "/realisations",
  "/realisations/expertise/cloud-devops",
  "/realisations/groupe-vasseur-immobilier",
]) {
  test(`${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
