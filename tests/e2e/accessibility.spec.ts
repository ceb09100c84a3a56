import { expect, test } from "./fixtures.js";
import {
  expectAccessiblePage,
  expectNoPublicAxeViolations as expectNoViolations,
} from "./helpers/public-page-accessibility.js";
import { UNKNOWN_PATH } from "./helpers/public-routes.js";
import { viewports } from "./helpers/viewports.js";

// Every public page of the build gets these checks in public-pages.spec.ts, in the one load it makes per page.

// An axe pass over a long page takes seconds of CPU, and these tests run two or three of them.
test.describe.configure({ timeout: 90_000 });

test(`the not-found page (${UNKNOWN_PATH}): one h1, the landmarks, no horizontal scrolling, and no axe violation of any rule`, async ({
  page,
}) => {
  await page.setViewportSize(viewports.narrow);
  await page.goto(UNKNOWN_PATH, { waitUntil: "networkidle" });
  await expectAccessiblePage(page);
});

test("open menus pass axe too: the desktop mega-menu and the mobile accordion", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto("/", { waitUntil: "networkidle" });
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await nav.getByRole("button", { name: "Solutions" }).click();
  await expect(page.getByRole("link", { name: /Start & Scale/ }).first()).toBeVisible();
  await expectNoViolations(page, "mega-menu");

  await page.setViewportSize(viewports.mobile);
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await nav.getByRole("button", { name: "Découvrir", exact: true }).click();
  await expect(nav.getByRole("link", { name: "Carrière" })).toBeVisible();
  await expectNoViolations(page, "mobile menu");
});

test("keyboard focus is visible on links and buttons", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto("/support", { waitUntil: "networkidle" });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeFocused();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe("solid");
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
