import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations, wcagAA } from "./helpers/axe.js";

/** Counts over the nine offers of content/offers, per spec §4's matching rules. */
const expectedCounts = {
  "Toutes les offres": 9,
  Populaires: 2,
  "E-commerce": 4,
  Shopify: 3,
  WordPress: 3,
  "Sites Web": 4,
  Abordables: 3,
  Business: 5,
};

test("each filter shows its count on its button and filters the cards to that many", async ({ page }) => {
  await page.goto("/start-scale");
  const filters = page.getByRole("group", { name: "Filtrer les offres" });
  for (const [label, count] of Object.entries(expectedCounts)) {
    const button = filters.getByRole("button", { name: label });
    await expect(button.getByTestId("filter-count")).toHaveText(String(count));
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("offer-card")).toHaveCount(count);
    await expect(page.getByText(`${count} offre(s) trouvée(s)`)).toBeVisible();
  }
  await expect(filters.getByRole("button", { pressed: true })).toHaveCount(1);
});

test("the popular filter keeps exactly the offers with the POPULAIRE badge", async ({ page }) => {
  await page.goto("/start-scale");
  await page.getByRole("button", { name: "Populaires" }).click();
  const cards = page.getByTestId("offer-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "POPULAIRE" })).toHaveCount(2);
  await expect(cards.getByRole("heading")).toHaveText(["Site Vitrine Start", "Shopify Essential"]);
});

test("a card shows five features, the remaining count, four tags, the hosting note and its facts", async ({ page }) => {
  await page.goto("/start-scale");
  const card = page.getByTestId("offer-card").filter({ hasText: "Site Vitrine Start" });
  await expect(card.getByRole("listitem").filter({ hasText: "Certificat SSL inclus" })).toBeVisible();
  await expect(card.getByText("+ 2 autres fonctionnalités")).toBeVisible();
  await expect(card.getByText("Intégration Google Maps")).toHaveCount(0);
  await expect(card.getByRole("list", { name: "Mots-clés" }).getByRole("listitem")).toHaveCount(4);
  await expect(card.getByText("Hébergement + nom domaine offert !")).toBeVisible();
  await expect(card.getByText("Cabinet Delorme Avocats — site vitrine 5 pages")).toBeVisible();
  await expect(card.getByText("1 à 2 semaines")).toBeVisible();
  // Intl's French money: a no-break space before the sign and in thousands (\s matches both kinds).
  await expect(card.getByText(/^890\s€\sHT$/)).toBeVisible();
  await expect(card.getByText(/^soit 1\s068\s€\sTTC$/)).toBeVisible();
});

test("the overlay opens on an offer, traps focus, and closes on Escape, close button and backdrop", async ({
  page,
}) => {
  await page.goto("/start-scale");
  const card = page.getByTestId("offer-card").filter({ hasText: "Shopify Essential" });
  const opener = card.getByRole("button", { name: "Découvrir cette offre" });
  // The dialog element itself has no box (its children are fixed): its panel is what shows.
  const dialog = page.getByRole("dialog", { name: "Shopify Essential" });
  const panel = page.getByTestId("offer-dialog");

  await opener.click();
  await expect(dialog).toBeAttached();
  await expect(panel).toBeVisible();
  for (const heading of [
    "Ce qui est inclus",
    "Notre processus",
    "Livrables finaux",
    "Idéal pour :",
    "À prévoir :",
    "Évolutions possibles :",
  ]) {
    await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(dialog.getByText("Prix fixe tout inclus")).toBeVisible();
  await expect(dialog.getByText("Formation Incluse")).toBeVisible();
  await expect(dialog.getByText("1 990 € HT (2 388 € TTC)")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Démarrer ce projet" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Devis personnalisé" })).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: /^1Atelier de découverte/ })).toBeVisible();

  // Focus stays inside the overlay however far the visitor tabs.
  for (let press = 0; press < 6; press++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  // The contents are dropped once the closing transition is over.
  await expect(panel).toHaveCount(0);
  await expect(dialog).toHaveCount(0);

  await opener.click();
  await expect(panel).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(panel).toBeHidden();
});

test("the offers, counts and calls to action are in the HTML before JavaScript runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/start-scale");
  await expect(page.getByRole("heading", { level: 1, name: "Start & Scale" })).toBeVisible();
  await expect(page.getByTestId("offer-card")).toHaveCount(9);
  await expect(page.getByText("9 offre(s) trouvée(s)")).toBeVisible();
  await expect(page.getByRole("link", { name: "Appel découverte gratuit" })).toBeVisible();
  await context.close();
});

// The page itself is audited by accessibility.spec.ts; the overlay exists only once opened.
test("the offer overlay passes an automated WCAG 2.2 AA audit", async ({ page }) => {
  await page.goto("/start-scale");
  await page.getByRole("button", { name: "Découvrir cette offre" }).first().click();
  await expect(page.getByTestId("offer-dialog")).toBeVisible();
  await expectNoAxeViolations(page, { tags: wcagAA, label: "overlay" });
});
