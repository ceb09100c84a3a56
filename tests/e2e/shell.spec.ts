import { expect, test } from "./fixtures.js";
import { header, mainNav } from "./helpers/header.js";
import { viewports } from "./helpers/viewports.js";

/** A mega-menu closes 150 ms after the pointer leaves it (src/app/layout/header/MegaMenu.tsx). */
const MENU_CLOSE_DELAY_MS = 150;

test.describe("desktop mega-menus", () => {
  test.use({ viewport: viewports.desktop });

  test("a menu opens on hover and closes shortly after the pointer leaves", async ({ page }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    const trigger = mainNav(page).getByRole("button", { name: "Solutions" });
    const item = header(page).getByText("PME et ETI");
    await trigger.hover();
    await expect(item).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");

    // Crossing the gap into the panel keeps it open.
    await header(page).getByText("Accessibilité RGAA").hover();
    await page.waitForTimeout(400);
    await expect(item).toBeVisible();

    // Leaving it: it stays open for the delay, then closes. The page notes when the pointer left
    // and when the menu closed (a timer never fires early, so the gap is at least the delay).
    await trigger.evaluate((button) => {
      const marks = { left: 0, closed: 0 };
      (window as unknown as { menuMarks: typeof marks }).menuMarks = marks;
      button.closest("header")?.addEventListener("pointerleave", () => {
        marks.left = performance.now();
      });
      new MutationObserver(() => {
        if (button.getAttribute("aria-expanded") === "false") marks.closed = performance.now();
      }).observe(button, { attributes: true });
    });
    await page.mouse.move(640, 860);
    await expect(item).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const marks = await page.evaluate(
      () => (window as unknown as { menuMarks: { left: number; closed: number } }).menuMarks,
    );
    expect(marks.left).toBeGreaterThan(0);
    expect(marks.closed - marks.left).toBeGreaterThanOrEqual(MENU_CLOSE_DELAY_MS - 1);
  });

  test("a mouse click on a menu the pointer opened keeps it open", async ({ page }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    const trigger = mainNav(page).getByRole("button", { name: "Découvrir", exact: true });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(header(page).getByRole("link", { name: /Carrière/ })).toBeVisible();
  });

  test("menus work by keyboard: Enter opens, Tab walks in, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    const trigger = mainNav(page).getByRole("button", { name: "Solutions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    // The first stop is the menu's first entry.
    await expect(page.getByRole("link", { name: /^PME et ETI/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the Solutions menu holds real entries only: links to the three audiences' pages, and a tile to book a call", async ({
    page,
  }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    await mainNav(page).getByRole("button", { name: "Solutions" }).click();
    const panel = header(page);
    for (const [name, href] of [
      [/^PME et ETI/, "/solutions/entreprises"],
      [/^Services publics en ligne/, "/solutions/collectivites"],
      [/^Indépendants et TPE/, "/solutions/independants-tpe"],
      [/^Start & Scale/, "/start-scale"],
    ] as const) {
      await expect(panel.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(panel.getByRole("link", { name: "Réserver un appel" })).toHaveAttribute("href", "/rendez-vous");
    await expect(panel.getByText("Coming Soon")).toHaveCount(0);
    await panel.getByRole("link", { name: /^Services publics en ligne/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Des services publics en ligne simples, accessibles et sûrs",
    );
  });

  test("Expertises, Applications and Assistance lead to their pages; a menu link navigates and closes the menu", async ({
    page,
  }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Expertises", exact: true })).toHaveAttribute("href", "/expertises");
    await expect(nav.getByRole("link", { name: "Applications", exact: true })).toHaveAttribute("href", "/applications");
    await expect(nav.getByRole("link", { name: "Assistance", exact: true })).toHaveAttribute("href", "/support");

    await nav.getByRole("button", { name: "Menu Expertises" }).click();
    await header(page)
      .getByRole("link", { name: /^Cloud & DevOps/ })
      .click();
    await expect(page).toHaveURL(/\/expertises\/cloud-devops$/);
    await expect(nav.getByRole("button", { name: "Menu Expertises" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the logo goes home and the account icon to the login page", async ({ page }) => {
    await page.goto("/support", { waitUntil: "networkidle" });
    await expect(page.getByRole("link", { name: "Mon compte" })).toHaveAttribute("href", "/login");
    // The search icon stays a link to /recherche so that it works without JavaScript (docs/0020).
    await expect(page.getByRole("link", { name: "Rechercher", exact: true })).toHaveAttribute("href", "/recherche");
    // The basket is a link too: /panier says what it can do without JavaScript.
    await expect(page.getByRole("link", { name: "Panier", exact: true })).toHaveAttribute("href", "/panier");
    // The language button is a link too (tests/e2e/language.spec.ts follows it).
    await expect(page.getByRole("link", { name: "EN, cette page en anglais" })).toHaveAttribute(
      "href",
      "/language?to=en&page=%2Fsupport",
    );
    await header(page).getByRole("link", { name: "Novadis, accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("the header bar", () => {
  test.use({ viewport: viewports.desktop });

  const plain = [
    "/applications",
    "/applications/view/Novadis%20Flow",
    "/support",
    "/leadership",
    "/legal/mentions-legales",
    "/legal/terms-of-use",
    "/legal/terms-of-sale",
  ];
  const overlay = ["/", "/expertises", "/careers", "/start-scale", "/blog"];

  for (const path of plain) {
    test(`is the plain variant on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute("data-variant", "plain");
    });
  }
  for (const path of overlay) {
    test(`is the overlay variant on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute("data-variant", "overlay");
    });
  }

  test("is transparent at the top, translucent once scrolled or hovered", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const bar = header(page);
    const background = () => bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(bar).toHaveAttribute("data-solid", "false");
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    // Hovering or leaving the bar moves no focus: nothing is focused on the page.
    await bar.hover();
    await page.mouse.move(640, 600);
    await expect(bar).toHaveAttribute("data-solid", "false");
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await bar.hover();
    await expect(bar).toHaveAttribute("data-solid", "true");
    await page.mouse.move(640, 600);
    await expect(bar).toHaveAttribute("data-solid", "false");

    await page.mouse.wheel(0, 800);
    await expect(bar).toHaveAttribute("data-solid", "true");
    await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: viewports.mobile });

  test("below 768 px a menu button opens the entries as an accordion", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: "Solutions" })).toBeHidden();

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const nav = mainNav(page);
    const expertises = nav.getByRole("button", { name: "Expertises" });
    const assistance = nav.getByRole("button", { name: "Assistance" });
    await expect(expertises).toHaveAttribute("aria-expanded", "false");

    await expertises.click();
    await expect(expertises).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Développement web & mobile" })).toBeVisible();

    await nav.getByRole("button", { name: "Solutions" }).click();
    await expect(nav.getByRole("link", { name: "Indépendants et TPE" })).toHaveAttribute(
      "href",
      "/solutions/independants-tpe",
    );

    await assistance.click();
    await nav.getByRole("link", { name: "Centre d'aide" }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Centre d'aide" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the ten columns, the social links and the language link", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const footer = page.getByRole("contentinfo");
    const columns = [
      "Société",
      "Horizon 2030",
      "Expertises",
      "Applications",
      "Solutions entreprises",
      "Solutions collectivités",
      "Solutions indépendants & TPE",
      "Support & ressources",
      "Support des applications",
      "Légal & conformité",
    ];
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(columns);
    for (const network of ["LinkedIn", "Instagram", "YouTube", "X"]) {
      await expect(footer.getByRole("link", { name: `Novadis sur ${network} (nouvel onglet)` })).toBeVisible();
    }
    // The country line became the language link: the same page in English (docs/0068).
    await expect(footer.getByRole("link", { name: "English" })).toHaveAttribute("href", /^\/language\?to=en&page=%2F/);
    await expect(footer.getByRole("link", { name: "Mentions légales" })).toHaveAttribute(
      "href",
      "/legal/mentions-legales",
    );
    // Every entry that reads as a link is one (docs/0015): no plain-text entry is left.
    await expect(footer.getByRole("link", { name: "Devis gratuit sous 24 h" })).toHaveAttribute(
      "href",
      "/contact?type=quote",
    );
    await expect(footer.locator("nav li:not(:has(a))")).toHaveCount(0);
  });
});
