import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";

/** Counts over the nine offers of content/offers, per the filters' matching rules (src/content/offer-filters.ts). */
const expectedCounts = {
  "Toutes les offres": 9,
  Populaires: 2,
  "E-commerce": 4,
  Shopify: 3,
  WordPress: 3,
  "Sites web": 4,
  Abordables: 3,
  "Haut de gamme": 5,
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
    await expect(page.getByText(`${count} offres trouvées`)).toBeVisible();
  }
  await expect(filters.getByRole("button", { pressed: true })).toHaveCount(1);
});

test("the popular filter keeps exactly the offers with the « Populaire » badge", async ({ page }) => {
  await page.goto("/start-scale");
  await page.getByRole("button", { name: "Populaires" }).click();
  const cards = page.getByTestId("offer-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "Populaire" })).toHaveCount(2);
  await expect(cards.getByRole("heading")).toHaveText(["Site vitrine Start", "Shopify Essential"]);
});

test("a card shows five features, the remaining count, four tags, the hosting note and its facts", async ({ page }) => {
  await page.goto("/start-scale");
  const card = page.getByTestId("offer-card").filter({ hasText: "Site vitrine Start" });
  await expect(card.getByRole("listitem").filter({ hasText: "Certificat SSL inclus" })).toBeVisible();
  await expect(card.getByText("+ 2 autres fonctionnalités")).toBeVisible();
  await expect(card.getByText("Intégration Google Maps")).toHaveCount(0);
  await expect(card.getByRole("list", { name: "Mots-clés" }).getByRole("listitem")).toHaveCount(4);
  await expect(card.getByText("Hébergement + nom de domaine offerts !")).toBeVisible();
  await expect(card.getByText("Cabinet Delorme Avocats — site vitrine 5 pages")).toBeVisible();
  await expect(card.getByText("1 à 2 semaines")).toBeVisible();
  // Intl's French money: a no-break space before the sign and in thousands (\s matches both kinds).
  await expect(card.getByText(/^890\s€\sHT$/)).toBeVisible();
  await expect(card.getByText(/^soit 1\s068\s€\sTTC$/)).toBeVisible();
});

test("the overlay opens at the offer's address, traps focus, and Escape, Back, the close button and the backdrop close it", async ({
  page,
}) => {
  await page.goto("/start-scale");
  const card = page.getByTestId("offer-card").filter({ hasText: "Shopify Essential" });
  const opener = card.getByRole("link", { name: "Découvrir cette offre" });
  // The dialog element itself has no box (its children are fixed): its panel is what shows.
  const dialog = page.getByRole("dialog", { name: "Shopify Essential" });
  const panel = page.getByTestId("offer-dialog");
  const catalogue = /\/start-scale$/;
  const offerAddress = /\/start-scale\/shopify-essential$/;
  await expect(opener).toHaveAttribute("href", "/start-scale/shopify-essential");
  // The catalogue stays where the visitor scrolled to, under the overlay and after it.
  await opener.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await opener.click();
  await expect(dialog).toBeAttached();
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(offerAddress);
  // The tab names what the address shows, as the offer's page does.
  await expect(page).toHaveTitle("Shopify Essential : offre à prix fixe | Novadis");
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
  await expect(dialog.getByText("Formation incluse")).toBeVisible();
  await expect(dialog.getByText("1 990 € HT (2 388 € TTC)")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Démarrer ce projet" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Devis personnalisé" })).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: /^1Atelier de découverte/ })).toBeVisible();

  // Focus stays inside the overlay however far the visitor tabs.
  for (let press = 0; press < 6; press++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(catalogue);
  await expect(opener).toBeFocused();
  await expect(page).toHaveTitle("Start & Scale : nos offres à prix fixe | Novadis");
  // The contents are dropped once the closing transition is over.
  await expect(panel).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The browser's Back closes it too, and Forward opens it again.
  await opener.click();
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(offerAddress);
  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(catalogue);
  await expect(opener).toBeFocused();
  await page.goForward();
  await expect(panel).toBeVisible();

  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(catalogue);
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(catalogue);
  await expect(page.getByTestId("offer-card")).toHaveCount(9);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("an offer's address reloaded is the offer's page, and the filters still work beside the overlay", async ({
  page,
}) => {
  await page.goto("/start-scale");
  await page.getByRole("button", { name: "WordPress" }).click();
  await expect(page.getByTestId("offer-card")).toHaveCount(3);
  await page.getByTestId("offer-card").first().getByRole("link", { name: "Découvrir cette offre" }).click();
  await expect(page.getByRole("dialog", { name: "WordPress Start" })).toBeAttached();
  await expect(page.getByTestId("offer-dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("offer-dialog")).toHaveCount(0);
  // Closing the overlay keeps the catalogue as the visitor left it.
  await expect(page.getByTestId("offer-card")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "WordPress" })).toHaveAttribute("aria-pressed", "true");

  await page.getByTestId("offer-card").first().getByRole("link", { name: "Découvrir cette offre" }).click();
  await expect(page).toHaveURL(/\/start-scale\/wordpress-start$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "WordPress Start" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("offer-card")).toHaveCount(0);
});

test("on an offer's page 'Démarrer ce projet' fills the basket; Back from the quote form reopens the overlay", async ({
  page,
}) => {
  await page.goto("/start-scale/web-start");
  await page.getByRole("button", { name: "Démarrer ce projet" }).click();
  await expect(page.getByRole("status")).toContainText("« Site vitrine Start » est ajouté à votre panier.");
  await expect(page.getByRole("banner").getByRole("link", { name: /^Panier/ })).toHaveAccessibleName("Panier, 1 offre");

  await page.getByRole("link", { name: "Start & Scale", exact: true }).first().click();
  await page.getByTestId("offer-card").first().getByRole("link", { name: "Découvrir cette offre" }).click();
  const dialog = page.getByRole("dialog", { name: "Site vitrine Start" });
  await dialog.getByRole("link", { name: "Devis personnalisé" }).click();
  await expect(page).toHaveURL(/\/contact\?type=quote&offerId=web-start/);
  // Reached inside the site, the contact page names the offer from the catalogue (the server's HTML did on a load).
  await expect(page.getByTestId("request-context")).toContainText(/Offre\s*:\s*Site vitrine Start/);
  await page.goBack();
  await expect(page).toHaveURL(/\/start-scale\/web-start$/);
  await expect(page.getByTestId("offer-dialog")).toBeVisible();
  await expect(page.getByTestId("offer-card")).toHaveCount(9);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an offer's page shows everything the overlay shows, and describes the offer to search engines", async ({
    page,
  }) => {
    await page.goto("/start-scale/shopify-essential");
    await expect(page.getByRole("heading", { level: 1, name: "Shopify Essential" })).toBeVisible();
    for (const heading of [
      "Ce qui est inclus",
      "Notre processus",
      "Livrables finaux",
      "Idéal pour :",
      "À prévoir :",
      "Évolutions possibles :",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const main = page.getByRole("main");
    await expect(main.getByText("1 990 € HT (2 388 € TTC)")).toBeVisible();
    await expect(main.getByText("2 semaines", { exact: true })).toBeVisible();
    await expect(main.getByText("Formation incluse")).toBeVisible();
    await expect(main.getByText("Hébergement + nom de domaine offerts !")).toBeVisible();
    await expect(main.getByText(/notre offre la plus choisie/)).toBeVisible();
    await expect(main.getByRole("listitem").filter({ hasText: /^1Atelier de découverte/ })).toBeVisible();

    // The basket needs JavaScript: both calls to action lead to the quote request for this offer.
    const quote = "/contact?type=quote&offerId=shopify-essential&sourcePage=%2Fstart-scale%2Fshopify-essential";
    await expect(main.getByRole("link", { name: "Démarrer ce projet" })).toHaveAttribute("href", quote);
    await expect(main.getByRole("link", { name: "Devis personnalisé" })).toHaveAttribute("href", quote);

    const trail = page.getByRole("navigation", { name: "Fil d'Ariane" });
    await expect(trail.getByRole("link")).toHaveText(["Accueil", "Start & Scale"]);
    await expect(trail.getByRole("link", { name: "Start & Scale" })).toHaveAttribute("href", "/start-scale");

    const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const service = structuredData.find((data) => data["@type"] === "Service");
    expect(service).toMatchObject({
      name: "Shopify Essential",
      // Absolute addresses are the build's APP_URL, as the canonical address is.
      url: await page.locator('link[rel="canonical"]').getAttribute("href"),
      provider: { "@type": "Organization", name: "Novadis" },
      offers: {
        "@type": "Offer",
        price: 1990,
        priceCurrency: "EUR",
        priceSpecification: { valueAddedTaxIncluded: false },
      },
    });
  });

  test("a card's link leads to the offer's page, whose calls to action lead to the quote form", async ({ page }) => {
    await page.goto("/start-scale");
    await page
      .getByTestId("offer-card")
      .filter({ hasText: "Shopify Essential" })
      .getByRole("link", { name: "Découvrir cette offre" })
      .click();
    await expect(page).toHaveURL(/\/start-scale\/shopify-essential$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shopify Essential" })).toBeVisible();
    await page.getByRole("link", { name: "Démarrer ce projet" }).click();
    await expect(page).toHaveURL(/\/contact\?type=quote&offerId=shopify-essential/);
    await expect(page.getByRole("main")).toContainText("Shopify Essential");
  });
});

test("the offers, counts and calls to action are in the HTML before JavaScript runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/start-scale");
  await expect(page.getByRole("heading", { level: 1, name: "Start & Scale" })).toBeVisible();
  await expect(page.getByTestId("offer-card")).toHaveCount(9);
  await expect(page.getByText("9 offres trouvées")).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Réserver un appel" })).toBeVisible();
  await context.close();
});

// The pages themselves are audited by public-pages.spec.ts (every public page, the offers' among them) for
// Every axe rule, best practices and experimental ones included, on an offer's page and on the overlay once opened.
test("an offer's page and the offer overlay pass an automated audit", async ({ page }) => {
  await page.goto("/start-scale/web-start");
  await expect(page.getByRole("heading", { level: 1, name: "Site vitrine Start" })).toBeVisible();
  await expectNoAxeViolations(page, { label: "offer page" });

  await page.goto("/start-scale");
  await page.getByRole("link", { name: "Découvrir cette offre" }).first().click();
  await expect(page.getByTestId("offer-dialog")).toBeVisible();
  await expectNoAxeViolations(page, { label: "overlay" });
});
