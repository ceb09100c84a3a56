import { expect, test } from "./fixtures.js";

test("the table of contents lists every section and jumps to it", async ({ page }) => {
  await page.goto("/legal/terms-of-sale");
  await expect(page.getByRole("heading", { level: 1, name: "Conditions générales de vente" })).toBeVisible();
  await expect(page.getByText("Dernière mise à jour : 15 juillet 2025")).toBeVisible();
  const toc = page.getByRole("navigation", { name: "Sommaire" });
  const entries = toc.getByRole("link");
  await expect(entries).toHaveCount(12);
  await expect(entries.first()).toHaveText("1. Produits et services");
  await expect(entries.last()).toHaveText("12. Litiges");
  for (const entry of await entries.all()) {
    const target = (await entry.getAttribute("href"))?.slice(1) ?? "";
    await expect(page.locator(`h2[id="${target}"]`)).toHaveText((await entry.textContent()) ?? "");
  }

  await toc.getByRole("link", { name: "7. Garanties" }).click();
  await expect(page).toHaveURL(/#7-garanties$/);
  await expect(page.getByRole("heading", { level: 2, name: "7. Garanties" })).toBeInViewport();
});

test("the terms of sale state the business constants", async ({ page }) => {
  await page.goto("/legal/terms-of-sale");
  const text = page.locator("article");
  for (const constant of [
    "compris entre 30 % et 50 %",
    "taux d'intérêt légal majoré de dix points",
    "40 euros",
    "soixante jours à compter de la date d'émission de la facture ou quarante-cinq jours fin de mois",
    "d'un mois à compter de leur réception",
    "délai de quinze jours suivant l'envoi d'une mise en demeure",
    "20 euros HT par relance",
    "tribunaux de Lyon",
    "délai de quatorze jours",
    "deux ans",
    "« Commander et payer »",
  ]) {
    await expect(text).toContainText(constant);
  }
});

test("the legal notice shows its date and the configured support e-mail; links stay in the site", async ({ page }) => {
  await page.goto("/legal/mentions-legales");
  await expect(page.getByText("Dernière mise à jour : 7 février 2022")).toBeVisible();
  await expect(page.getByRole("link", { name: "support@novadis.fr" })).toHaveAttribute(
    "href",
    "mailto:support@novadis.fr",
  );
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.locator("article").getByRole("link", { name: "politique de confidentialité" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test("an unknown legal page answers 404", async ({ page }) => {
  const response = await page.goto("/legal/cookies");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Document introuvable" })).toBeVisible();
});

test("the four legal texts are prerendered", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const [slug, title] of [
    ["mentions-legales", "Mentions légales"],
    ["terms-of-use", "Conditions générales d'utilisation"],
    ["terms-of-sale", "Conditions générales de vente"],
    ["privacy-policy", "Politique de confidentialité"],
  ]) {
    const response = await page.goto(`/legal/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sommaire" }).getByRole("link").first()).toBeVisible();
  }
  await context.close();
});
