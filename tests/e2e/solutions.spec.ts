import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { expectFullRows } from "./helpers/grid-rows.js";

/** Each audience's page, with one offer and one case study it must show (content/solutions/*.mdx). */
const solutions = [
  {
    path: "/solutions/entreprises",
    heading: "Des outils numériques qui font gagner du temps à vos équipes",
    offer: "Site web Launch",
    study: "Groupe Vasseur Immobilier",
  },
  {
    path: "/solutions/collectivites",
    heading: "Des services publics en ligne simples, accessibles et sûrs",
    offer: "Site vitrine Essential",
    study: "Cabinet Delorme Avocats",
  },
  {
    path: "/solutions/independants-tpe",
    heading: "Un site qui vous amène des clients, à prix fixe",
    offer: "Site vitrine Start",
    study: "Les Jardins de Camille",
  },
] as const;

type Solution = (typeof solutions)[number];

/** The page shows its heading, its offers with their prices, its case studies with figures, its expertises, and its call to action. */
async function expectSolution(page: Page, solution: Solution) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(solution.heading);
  for (const title of ["Vos enjeux", "Nos offres à prix fixe", "Nos réalisations", "Nos expertises mobilisées"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  const offer = page.getByTestId("solution-offer").filter({ hasText: solution.offer });
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText(/\d[\d\s,]*€\s*HT/);
  await expect(offer.getByRole("link", { name: `Voir l’offre ${solution.offer}` })).toHaveAttribute(
    "href",
    /^\/start-scale\/[a-z-]+$/,
  );
  const study = page.getByTestId("case-study-card").filter({ hasText: solution.study });
  await expect(study).toHaveCount(1);
  await expect(study.getByRole("list", { name: "Résultats" }).getByRole("listitem")).toHaveCount(2);
  await expect(study.getByRole("link")).toHaveAttribute("href", /^\/realisations\/[a-z-]+$/);
  expect(await page.getByTestId("solution-expertise").count()).toBeGreaterThan(0);
  const cta = page.getByTestId("solution-cta");
  await expect(cta.getByRole("link", { name: "Parlons de votre projet" })).toHaveAttribute(
    "href",
    `/contact?type=quote&sourcePage=${encodeURIComponent(solution.path)}`,
  );
  await expect(cta.getByRole("link", { name: "Réserver un appel" })).toHaveAttribute("href", "/rendez-vous");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const solution of solutions) {
    test(`${solution.path} shows its offers, a case study and the call to action, which opens the quote form`, async ({
      page,
    }) => {
      await page.goto(solution.path);
      await expectSolution(page, solution);
      await page.getByTestId("solution-cta").getByRole("link", { name: "Parlons de votre projet" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demande de devis");
    });
  }
});

for (const solution of solutions) {
  test(`${solution.path}, hydrated, keeps its sections, in full rows at 390, 768 and 1440 px`, async ({ page }) => {
    await page.goto(solution.path);
    await expectSolution(page, solution);
    for (const width of [390, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const testId of ["solution-offer", "case-study-card", "solution-expertise"]) {
        // The grid's items are the cards' list items.
        await expectFullRows(
          page.getByTestId(testId).locator("xpath=ancestor-or-self::li[1]"),
          `${testId} at ${width} px`,
        );
      }
    }
  });
}

test("reached by a link inside the site, a solution's sections load and render without a page load", async ({
  page,
}) => {
  const [first, second] = solutions;
  await page.goto(first.path);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Nos solutions pour les collectivités" }).click();
  await expect(page).toHaveURL(new RegExp(`${second.path}$`));
  await expectSolution(page, second);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("an unknown solution is the not-found page, answered 404", async ({ request }) => {
  const response = await request.get("/solutions/introuvable");
  expect(response.status()).toBe(404);
});
