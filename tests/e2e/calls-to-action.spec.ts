import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { header } from "./helpers/header.js";
import { publicPaths } from "./helpers/public-routes.js";

const QUOTE_FORM = "/contact?type=quote";
/** The widths the call to action must be visible at in the bar, and the narrowest the site must stay usable at. */
const widths = [1440, 390, 320];

const callToAction = (page: Page) => header(page).getByRole("link", { name: "Parlons de votre projet" });

/** The bar's controls as laid out: each one's box, for overlaps and overflow. */
const barControls = (page: Page) =>
  header(page).evaluate((bar) => {
    const barBox = bar.getBoundingClientRect();
    return [...bar.querySelectorAll<HTMLElement>("a, button, summary")]
      .map((element) => ({
        name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "",
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.top < barBox.bottom)
      .map(({ name, box }) => ({ name, left: box.left, right: box.right, top: box.top, bottom: box.bottom }));
  });

for (const path of publicPaths()) {
  test(`${path}: « Parlons de votre projet » is in the bar at ${widths.join(", ")} px and opens the quote form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[0] as number, height: 900 });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const link = callToAction(page);
      await expect(link, `at ${width} px`).toBeVisible();
      await expect(link).toHaveAttribute("href", QUOTE_FORM);
      const bar = await header(page).boundingBox();
      const box = await link.boundingBox();
      if (!bar || !box) throw new Error("the bar or its call to action has no box");
      // In the bar itself (not in a menu under it), whole, and inside the viewport.
      expect(box.y, `at ${width} px`).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height, `at ${width} px`).toBeLessThanOrEqual(bar.y + bar.height);
      expect(box.x, `at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
      // Room was found for it without pushing a control out of the window or onto another.
      const controls = await barControls(page);
      for (const [index, control] of controls.entries()) {
        expect(control.right, `${control.name} at ${width} px`).toBeLessThanOrEqual(width + 0.5);
        for (const other of controls.slice(index + 1)) {
          const overlap =
            Math.min(control.right, other.right) - Math.max(control.left, other.left) > 0.5 &&
            Math.min(control.bottom, other.bottom) - Math.max(control.top, other.top) > 0.5;
          expect(overlap, `${control.name} and ${other.name} overlap at ${width} px`).toBe(false);
        }
      }
    }
  });
}

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
