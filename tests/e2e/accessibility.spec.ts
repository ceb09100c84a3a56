import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { type AxeException, expectNoAxeViolations } from "./helpers/axe.js";
import { publicPaths, UNKNOWN_PATH } from "./helpers/public-routes.js";
import { viewports } from "./helpers/viewports.js";

/** Findings accepted on public pages, each with its reason. */
const exceptions: readonly AxeException[] = [
  {
    rule: "p-as-heading",
    target: /^article\[aria-labelledby="offer-[^"]+"\] > \.text-3xl/,
    reason:
      "an offer card's price on /start-scale: a large figure under the offer's own h3, not a heading; axe's experimental heuristic reads a big bold paragraph followed by text as one",
  },
];

/** Every axe rule, best practices and experimental ones included, not only the WCAG A/AA ones (docs/0034). */
function expectNoViolations(page: Page, label: string) {
  return expectNoAxeViolations(page, { label, exceptions });
}

const paths = [...publicPaths(), UNKNOWN_PATH];

// An axe pass over a long page takes seconds of CPU, and these tests run two or three of them.
test.describe.configure({ timeout: 90_000 });

test("the build has public pages to check", () => {
  expect(paths).toContain("/");
  expect(paths).toContain("/support");
});

// One page load per path (the suite's time goes into loads and axe passes): the structure at 320, 375 and
// 768 px first, then axe on a wide and a narrow screen.
for (const path of paths) {
  test(`${path}: one h1, the landmarks, no horizontal scrolling, and no axe violation of any rule`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.narrow);
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    for (const viewport of [viewports.narrow, viewports.mobile, viewports.tablet]) {
      await page.setViewportSize(viewport);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${viewport.width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(viewports.desktop);
    await expectNoViolations(page, "1280 px");
    await page.setViewportSize(viewports.mobile);
    await expectNoViolations(page, "375 px");
  });
}

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
