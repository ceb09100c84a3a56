import { expect, test } from "./fixtures.js";
import { UNKNOWN_PATH } from "./helpers/public-routes.js";

const search = (page: import("@playwright/test").Page) =>
  page.getByRole("combobox", { name: "Rechercher dans l'aide" });

test.describe("help-centre search", () => {
  test("opens on focus and filters the eight articles by title, ignoring case", async ({ page }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    const results = page.getByTestId("help-results");
    await expect(results).toBeHidden();
    await search(page).focus();
    await expect(results).toBeVisible();
    await expect(page.getByRole("option")).toHaveCount(8);
    // The list lies above the sections that follow: its last result is what the pointer would hit.
    const onTop = await page
      .getByRole("option")
      .last()
      .evaluate((option) => {
        // Eight results run below the fold of a small window: bring the last one into view first.
        option.scrollIntoView({ block: "center" });
        const box = option.getBoundingClientRect();
        return option.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
    expect(onTop).toBe(true);

    await search(page).fill("MOT DE PASSE");
    await expect(page.getByRole("option")).toHaveText([/Réinitialiser mon mot de passe/]);

    await search(page).fill("facture");
    await expect(page.getByRole("option")).toHaveText([/Recevoir et payer mes factures/]);

    await search(page).fill("zzz");
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(results).toBeHidden();
    await expect(page.getByTestId("help-no-match")).toContainText("Aucun article d'aide ne répond à « zzz ».");
  });

  test("when no article matches, the way on: the site search, or the question asked to the support", async ({
    page,
  }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    await search(page).fill("remboursement");
    const noMatch = page.getByTestId("help-no-match");
    await expect(noMatch.getByRole("link", { name: "Poser la question au support" })).toHaveAttribute(
      "href",
      "/support/demande?subject=remboursement",
    );
    // Reached from the box with the keyboard: the block stays when the box loses focus.
    await page.keyboard.press("Tab");
    const siteSearch = noMatch.getByRole("link", { name: "Chercher « remboursement » sur tout le site" });
    await expect(siteSearch).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/recherche\?q=remboursement$/);
    await expect(page.getByRole("searchbox")).toHaveValue("remboursement");
  });

  test("closes shortly after the box loses focus, not at once; the list scrolls past 16 rem", async ({ page }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    await search(page).focus();
    const results = page.getByTestId("help-results");
    await expect(results).toBeVisible();
    const list = page.getByRole("listbox");
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("256px");
    expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe("auto");

    const stillOpenRightAfterBlur = await search(page).evaluate((input: HTMLInputElement) => {
      input.blur();
      return !(document.querySelector('[data-testid="help-results"]') as HTMLElement).hidden;
    });
    expect(stillOpenRightAfterBlur).toBe(true);
    await expect(results).toBeHidden();
  });

  test("works by keyboard: arrows move through results, Enter opens one, Escape closes", async ({ page }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    const box = search(page);
    await box.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { selected: true })).toContainText("Vérifier mon adresse e-mail");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Vérifier mon adresse e-mail" })).toBeVisible();
    await expect(box).toHaveValue("Vérifier mon adresse e-mail");
    await expect(page.getByTestId("help-results")).toBeHidden();

    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("help-results")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("help-results")).toBeHidden();
  });

  test("a click on a result shows its answer", async ({ page }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    await search(page).focus();
    await page.getByRole("option", { name: /Gérer mon abonnement/ }).click();
    await expect(page.getByRole("heading", { name: "Gérer mon abonnement" })).toBeVisible();
    await expect(page.getByText("renouvelés tacitement")).toBeVisible();
  });
});

test("the help centre has priority assistance, the six categories and a request button", async ({ page }) => {
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Centre d'aide");
  await expect(page.getByRole("textbox", { name: "Clé client" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Déclencher" })).toBeVisible();
  await expect(page.getByTestId("help-category").getByRole("link").first()).toHaveAttribute(
    "href",
    "/support/demande?category=compte-securite",
  );
  await expect(page.getByTestId("help-category").getByRole("heading")).toHaveText([
    "Compte & sécurité",
    "Commandes, facturation & abonnements",
    "Solutions & offres",
    "Applications ou contenu",
    "Documentation",
    "Juridique",
  ]);
  await expect(page.getByRole("link", { name: "Soumettre une demande" })).toHaveAttribute("href", "/support/demande");
});

test("the not-found page goes back one step when the visitor came from the site", async ({ page, baseURL }) => {
  await page.goto("/support");
  const response = await page.goto(UNKNOWN_PATH, { referer: `${baseURL}/support` });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Cette page n'est pas disponible" })).toBeVisible();
  await page.getByRole("button", { name: "Retour à la page d'accueil" }).click();
  await expect(page).toHaveURL(/\/support$/);
});
