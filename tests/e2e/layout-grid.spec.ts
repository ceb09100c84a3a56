import { expect, test } from "./fixtures.js";
import { publicPaths } from "./helpers/public-routes.js";

/** The widths the layout is checked at (docs/0034): a phone, a tablet, a laptop and a wide desktop. */
const widths = [375, 768, 1280, 1440];

/**
 * One layout grid (docs/0034, src/ui/Container.tsx): on every public page the header's logo, the page's heading and
 * the footer's logo start at the same x, whatever the width. One load per page; the widths are a resize away, since
 * the layout is CSS and nothing the page renders depends on the window's size.
 */
for (const path of publicPaths()) {
  test(`${path}: the logo, the h1 and the footer start on one left edge at ${widths.join(", ")} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[0] as number, height: 800 });
    await page.goto(path);
    for (const width of widths) {
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
  });
}
