import { expect, type Page } from "@playwright/test";
import { type AxeException, expectNoAxeViolations } from "./axe.js";
import { viewports } from "./viewports.js";

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
export function expectNoPublicAxeViolations(page: Page, label: string) {
  return expectNoAxeViolations(page, { label, exceptions });
}

/**
 * A loaded public page: one h1, the landmarks, no horizontal scrolling at 320, 375 and 768 px, then axe on a
 * wide and a narrow screen. An axe pass over a long page takes seconds of CPU: callers give it 90 s or more.
 */
export async function expectAccessiblePage(page: Page) {
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
  await expectNoPublicAxeViolations(page, "1280 px");
  await page.setViewportSize(viewports.mobile);
  await expectNoPublicAxeViolations(page, "375 px");
}
