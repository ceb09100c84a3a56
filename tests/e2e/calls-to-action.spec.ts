import { expect, test } from "./fixtures.js";
import { callToAction, QUOTE_FORM } from "./helpers/call-to-action.js";

// On every public page, the call to action in the bar is checked by public-pages.spec.ts.

test("the call to action leads to the quote form, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  await callToAction(page).click();
  await expect(page).toHaveURL(/\/contact\?type=quote$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demande de devis");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the call to action is a link of the server's HTML, outside the closed menu", async ({ page }) => {
    await page.goto("/expertises");
    await expect(callToAction(page)).toBeVisible();
    await callToAction(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demande de devis");
  });
});

test("the home hero's first button is the call to action; the app site stays beside it", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  const first = hero.getByRole("link").first();
  await expect(first).toHaveText("Parlons de votre projet");
  await expect(first).toHaveAttribute("href", `${QUOTE_FORM}&sourcePage=%2F`);
  await expect(hero.getByRole("link", { name: "Découvrir (nouvel onglet)" })).toBeVisible();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demande de devis");
});

test("« Réserver un appel » is linked wherever a call is proposed", async ({ page }) => {
  for (const path of [
    "/start-scale",
    "/expertises/cloud-devops",
    "/solutions/entreprises",
    "/solutions/collectivites",
    "/solutions/independants-tpe",
    "/contact",
    "/contact?type=quote",
  ]) {
    await page.goto(path);
    await expect(page.locator("main").getByRole("link", { name: "Réserver un appel" }), path).toHaveAttribute(
      "href",
      "/rendez-vous",
    );
  }
});

test.describe("the request forms say what happens next", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const promises = [
    {
      path: "/contact?type=quote",
      says: ["L'équipe commerciale vous répond sous 24 h ouvrées", "proposition chiffrée"],
    },
    { path: "/contact", says: ["L'équipe commerciale vous répond sous 24 h ouvrées", "par téléphone"] },
    { path: "/support/demande", says: ["L'équipe d'assistance vous répond sous un jour ouvré", "Par e-mail"] },
    {
      path: "/support/prioritaire",
      says: ["L'équipe d'assistance est prévenue à l'instant", "avant les demandes ordinaires"],
    },
  ];
  for (const { path, says } of promises) {
    test(`${path}: who answers and when, in the column beside the form`, async ({ page }) => {
      await page.goto(path);
      const next = page.getByRole("complementary", { name: "Et ensuite ?" });
      for (const text of says) await expect(next).toContainText(text);
      const form = await page.locator("main form").boundingBox();
      const column = await next.boundingBox();
      if (!form || !column) throw new Error("no box");
      // Beside the form, level with it: the column the page used to leave empty.
      expect(column.x).toBeGreaterThan(form.x + form.width);
      expect(Math.abs(column.y - form.y)).toBeLessThan(48);
    });
  }
});
