import { expect, type Page } from "@playwright/test";
import { header } from "./header.js";

export const QUOTE_FORM = "/contact?type=quote";
/** The widths the call to action must be visible at in the bar, and the narrowest the site must stay usable at. */
export const callToActionWidths = [1440, 390, 320];

export const callToAction = (page: Page) => header(page).getByRole("link", { name: "Parlons de votre projet" });

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

/**
 * « Parlons de votre projet » is in the bar at each width, whole and inside the window, links to the quote form,
 * and was given room without pushing another control out of the window or onto another.
 */
export async function expectCallToActionInBar(page: Page) {
  for (const width of callToActionWidths) {
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
}
