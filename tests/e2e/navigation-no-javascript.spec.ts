import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { header, mainNav } from "./helpers/header.js";
import { viewports } from "./helpers/viewports.js";

/**
 * The header's menus with JavaScript turned off (docs/0034): the server's HTML opens them by itself (`<details>`),
 * so every page the menus list is reachable without a script. A summary has no ARIA role, hence `summary` locators.
 */
test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu opens, then an entry, and its link leads to the page", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto("/");
    const nav = mainNav(page);
    const careers = nav.getByRole("link", { name: "Carrière" });
    await expect(careers).toBeHidden();

    await nav.locator("summary", { hasText: "Menu" }).click();
    const discover = nav.locator("summary", { hasText: "Découvrir" });
    await expect(discover).toBeVisible();
    await discover.click();
    await expect(careers).toBeVisible();

    await careers.click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Construisons ensemble le futur en ligne");
  });

  test("a desktop mega-menu opens, one at a time, and its link leads to the page", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/support");
    const nav = mainNav(page);
    const solutions = nav.locator("summary", { hasText: "Solutions" });
    const startScale = header(page).getByRole("link", { name: /^Start & Scale/ });
    await expect(startScale).toBeHidden();

    await solutions.click();
    await expect(startScale).toBeVisible();

    // The menus share one name: opening another closes this one (their panels take the same place).
    await nav.locator("summary", { hasText: "Menu Expertises" }).click();
    await expect(header(page).getByRole("link", { name: /^Cloud & DevOps/ })).toBeVisible();
    await expect(startScale).toBeHidden();

    await solutions.click();
    await startScale.click();
    await expect(page).toHaveURL(/\/start-scale$/);
  });
});

/**
 * axe runs in the page, which a context without JavaScript refuses: here the browser runs scripts but the site's
 * own are withheld (answered empty), so the page stays the server's HTML, as without JavaScript.
 */
test.describe(() => {
  test.use({ hydrates: false });

  test("the server's menus, open, pass axe (every rule)", async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    const nav = mainNav(page);
    await nav.locator("summary", { hasText: "Solutions" }).click();
    await expect(header(page).getByRole("link", { name: /^Start & Scale/ })).toBeVisible();
    await expectNoAxeViolations(page, { label: "mega-menu open" });

    await page.setViewportSize(viewports.mobile);
    await nav.locator("summary", { hasText: "Menu" }).click();
    await nav.locator("summary", { hasText: "Découvrir" }).click();
    await expect(nav.getByRole("link", { name: "Carrière" })).toBeVisible();
    await expectNoAxeViolations(page, { label: "mobile menu open" });
  });
});
