import { expect, type Page } from "@playwright/test";

/** The widths the layout is checked at (docs/0034): a phone, a tablet, a laptop and a wide desktop. */
export const layoutWidths = [375, 768, 1280, 1440];

/**
 * One layout grid (docs/0034, src/ui/Container.tsx): the header's logo, the page's heading and the footer's logo
 * start at the same x, whatever the width. The widths are a resize away, since the layout is CSS and nothing the
 * page renders depends on the window's size.
 */
export async function expectOneLeftEdge(page: Page) {
  for (const width of layoutWidths) {
    await page.setViewportSize({ width, height: 800 });
    const edges = await page.evaluate(() => {
      const left = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().left ?? Number.NaN;
      return {
        logo: left('header a[aria-label="Novadis, accueil"]'),
        heading: left("main h1"),
        footer: left('footer a[aria-label="Novadis, accueil"]'),
      };
    });
    expect(edges.logo, `the header's logo at ${width} px`).toBeGreaterThan(0);
    expect(Math.abs(edges.heading - edges.logo), `the h1 against the logo at ${width} px`).toBeLessThanOrEqual(1);
    expect(Math.abs(edges.footer - edges.logo), `the footer against the logo at ${width} px`).toBeLessThanOrEqual(1);
  }
}
