import { frenchTypography } from "../../src/shared/french-typography.js";
import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { expectImagesLoaded, imageBodies } from "./helpers/images.js";

test("the banner carousel moves both ways and wraps around", async ({ page }) => {
  await page.goto("/applications");
  const slide = page.getByTestId("banner-slide");
  const next = page.getByRole("button", { name: "Bannière suivante" });
  const previous = page.getByRole("button", { name: "Bannière précédente" });
  await expect(slide.getByRole("heading")).toHaveText("Vaultis Famille");
  await next.click();
  await expect(slide.getByRole("heading")).toHaveText("Statly Pro");
  await next.click();
  await expect(slide.getByRole("heading")).toHaveText("RoboArena Pass Saison");
  await next.click();
  await expect(slide.getByRole("heading")).toHaveText("Vaultis Famille");
  await previous.click();
  await expect(slide.getByRole("heading")).toHaveText("RoboArena Pass Saison");
});

test("the « Nouveauté » grid links its eight items to their pages with « Télécharger »", async ({ page }) => {
  await page.goto("/applications");
  await expect(page.getByRole("heading", { name: "Nouveauté" })).toBeVisible();
  await expect(page.getByTestId("app-item")).toHaveCount(8);
  await expect(page.getByTestId("app-item").getByRole("link", { name: /^Télécharger/ })).toHaveCount(8);
  await page.getByRole("link", { name: "Télécharger AutoMatch" }).click();
  await expect(page).toHaveURL(/\/applications\/view\/AutoMatch$/);
  await expect(page.getByRole("heading", { level: 1, name: "AutoMatch" })).toBeVisible();
});

test("the cards of a row put « Télécharger » at one height, and no line ends on a dangling separator", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/applications");
  const rows = await page.getByTestId("app-item").evaluateAll((cards) => {
    const byTop = new Map<number, number[]>();
    for (const card of cards) {
      const action = card.querySelector("a") as HTMLElement;
      const top = Math.round(card.getBoundingClientRect().top);
      byTop.set(top, [...(byTop.get(top) ?? []), Math.round(action.getBoundingClientRect().top)]);
    }
    return [...byTop.values()];
  });
  expect(rows).toHaveLength(2);
  for (const actions of rows) expect(new Set(actions).size, `action tops ${actions.join(", ")}`).toBe(1);
  // Every '·' shares its line with the text on both sides of it.
  const dangling = await page.getByTestId("app-item").evaluateAll((cards) =>
    cards.flatMap((card) =>
      [...card.querySelectorAll("span[aria-hidden='true']")]
        .filter((dot) => dot.textContent?.trim() === "·")
        .filter((dot) => {
          const after = document.createRange();
          after.selectNode(dot.nextSibling as Node);
          return Math.abs(after.getBoundingClientRect().top - dot.getBoundingClientRect().top) > 2;
        })
        .map(() => card.querySelector("h3")?.textContent),
    ),
  );
  expect(dangling).toEqual([]);
});

test("the listing shows rating, categories, age rating and actions; thumbnails select the screenshot", async ({
  page,
}) => {
  const response = await page.goto("/applications/view/Focalis");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Focalis" })).toBeVisible();
  await expect(page.getByText("3,1", { exact: true })).toBeVisible();
  await expect(page.getByText("3,6 k avis")).toBeVisible();
  await expect(page.getByRole("list", { name: "Catégories" }).getByRole("listitem")).toHaveText([
    "Productivité",
    "Utilitaires",
  ]);
  await expect(page.getByText("3+", { exact: true })).toBeVisible();
  await expect(page.getByText("Achats intégrés · Accès à la caméra")).toBeVisible();

  const stage = page.getByTestId("main-screenshot");
  const main = stage.getByRole("img");
  await expect(main).toHaveAccessibleName("Capture d'écran 1 sur 6 de Focalis : Vos espaces de travail");
  const thumbnails = page.getByRole("button", { name: /^Afficher la capture d'écran/ });
  await expect(thumbnails).toHaveCount(6);
  await expect(thumbnails.nth(3)).toHaveAccessibleName(
    "Afficher la capture d'écran 4 : Les onglets et favoris synchronisés",
  );
  await thumbnails.nth(3).click();
  await expect(main).toHaveAccessibleName("Capture d'écran 4 sur 6 de Focalis : Les onglets et favoris synchronisés");
  await expect(stage).toContainText("Écran 4 sur 6");
  await expect(thumbnails.nth(3)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "false");
});

test("the store actions: 'Télécharger' and 'Signaler' open a support request about the application, the wish list stays after a reload, 'Partager' copies the address", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
  await page.goto("/applications/view/Focalis");
  for (const [action, subject] of [
    ["Télécharger", "Télécharger Focalis"],
    ["Signaler", frenchTypography("Signaler un problème : Focalis")],
  ]) {
    const href = await page.getByRole("link", { name: action, exact: true }).getAttribute("href");
    const url = new URL(href ?? "", baseURL);
    expect(url.pathname).toBe("/support/demande");
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: "applications-contenu", subject });
  }

  const wish = page.getByRole("button", { name: "Ajouter à la liste de souhaits" });
  await expect(wish).toHaveAttribute("aria-pressed", "false");
  await wish.click();
  await expect(wish).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(wish).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Partager" }).click();
  await expect(page.getByRole("status")).toHaveText("Lien copié dans le presse-papiers.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // The request page shows what the link is about and sends it with the request.
  await page.getByRole("link", { name: "Signaler", exact: true }).click();
  await expect(page.getByLabel("Objet (facultatif)")).toHaveValue(frenchTypography("Signaler un problème : Focalis"));
  await expect(page.getByLabel("Catégorie")).toHaveValue("applications-contenu");
});

test("the tabs start on « À propos » and switch by click and arrow keys", async ({ page }) => {
  await page.goto("/applications/view/Focalis");
  const about = page.getByRole("tab", { name: "À propos" });
  await expect(about).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Focalis transforme la pièce");

  await page.getByRole("tab", { name: "Avis" }).click();
  await expect(page.getByRole("tab", { name: "Avis" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Note moyenne de 3,1 sur 5, sur 3,6 k avis");

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Plus" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Éditeur");
  await expect(page.getByRole("tabpanel")).toContainText("Productivité, Utilitaires");
});

test("an unknown title answers 404, and the old address redirects permanently", async ({ page, request }) => {
  const response = await page.goto("/applications/view/Inconnue");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Application introuvable" })).toBeVisible();

  const redirect = await request.get("/application/view/Focalis", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/applications/view/Focalis");
});

test("the application pages are prerendered", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/applications");
  await expect(page.getByTestId("app-item")).toHaveCount(8);
  await expect(page.getByTestId("banner-slide").getByRole("heading")).toHaveText("Vaultis Famille");
  await page.goto("/applications/view/RoboArena");
  await expect(page.getByRole("heading", { level: 1, name: "RoboArena" })).toBeVisible();
  await expect(page.getByText("Née d'un partenariat")).toBeVisible();
  await context.close();
});

test("the screenshots are drawings of the app's own screens: sized, loaded, six different ones, a few KB each", async ({
  page,
  request,
}) => {
  await page.goto("/applications/view/Agendo");
  const thumbnails = page.getByRole("button", { name: /^Afficher la capture d'écran/ }).locator("img");
  await expect(thumbnails).toHaveCount(6);
  for (const image of await thumbnails.all()) {
    await expect(image).toHaveAttribute("width", "360");
    await expect(image).toHaveAttribute("height", "760");
    await expect(image).toHaveAttribute("loading", "lazy");
  }
  const sources = await expectImagesLoaded(thumbnails);
  expect(sources).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/media/art/applications/agendo-${n}.svg`));
  const drawings = await imageBodies(request, sources);
  expect(new Set(drawings.map((body) => body.toString("utf8"))).size).toBe(6);
  for (const body of drawings) expect(body.length).toBeLessThan(16 * 1024);
  // What each screen shows is written in it: French text of the app's own world, not grey bars.
  expect(drawings[1]?.toString("utf8")).toContain("Confirmer le rendez-vous");
  await expectImagesLoaded(page.getByTestId("main-screenshot").getByRole("img"));
});

test("an application page passes every axe rule at both widths, the thumbnails' names included", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/applications/view/Agendo", { waitUntil: "networkidle" });
    await expectNoAxeViolations(page, { label: `at ${width} px` });
  }
});
