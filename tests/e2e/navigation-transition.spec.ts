import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { viewports } from "./helpers/viewports.js";

/**
 * A move to another page of the site keeps the page on screen until the next one has its code and can paint
 * (docs/0052-navigation-keeps-the-page.md): `<main>` is never blank in between, and the footer never jumps up.
 */

interface Watch {
  /** Checks made while the old page was still the one shown (the new heading not painted yet). */
  checks: number;
  /** Checks that found `<main>` with no element or no visible text. */
  blankMain: number;
  /** Checks that found the footer's top above where it stood before the click (page coordinates). */
  footerRose: number;
  /** From the first blank check to the new heading, in ms (0 when `<main>` was never blank). */
  blankMs: number;
  arrived: boolean;
}

declare global {
  interface Window {
    __navigationWatch?: Watch;
  }
}

/** Installed before the click: checks `<main>` at each of its mutations and at each frame, until a new `<h1>` shows. */
async function watchMain(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.getElementById("main") as HTMLElement;
    const footer = document.querySelector("footer") as HTMLElement;
    const headingBefore = main.querySelector("h1")?.textContent ?? "";
    const footerTop = () => footer.getBoundingClientRect().top + window.scrollY;
    const topBefore = footerTop();
    const watch: Watch = { checks: 0, blankMain: 0, footerRose: 0, blankMs: 0, arrived: false };
    let blankSince: number | undefined;
    window.__navigationWatch = watch;
    const check = () => {
      if (watch.arrived) return;
      const heading = main.querySelector("h1");
      if (heading && heading.textContent !== headingBefore && heading.checkVisibility()) {
        watch.arrived = true;
        if (blankSince !== undefined) watch.blankMs = Math.round(performance.now() - blankSince);
        observer.disconnect();
        return;
      }
      watch.checks += 1;
      // innerText leaves out what is not rendered: a page hidden under a Suspense fallback counts as blank.
      if (main.childElementCount === 0 || main.innerText.trim() === "") {
        watch.blankMain += 1;
        blankSince ??= performance.now();
      }
      if (footerTop() < topBefore - 1) watch.footerRose += 1;
    };
    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true });
    const everyFrame = () => {
      check();
      if (!watch.arrived) requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

const watched = (page: Page) => page.evaluate(() => window.__navigationWatch as Watch);

/** Clicks `link`, waits for the new page's heading, and checks the old page stayed until then. */
async function navigate(page: Page, link: Locator, heading: string | RegExp): Promise<Watch> {
  await link.scrollIntoViewIfNeeded();
  await watchMain(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect.poll(async () => (await watched(page)).arrived).toBe(true);
  const watch = await watched(page);
  // The figure docs/0052 quotes: `--reporter=json` lists it under each test's annotations.
  test.info().annotations.push({ type: "blank-main-ms", description: String(watch.blankMs) });
  expect(watch.blankMain, "checks that found <main> blank before the new page").toBe(0);
  expect(watch.footerRose, "checks that found the footer risen before the new page").toBe(0);
  return watch;
}

const footerLink = (page: Page, href: string) => page.getByRole("contentinfo").locator(`a[href="${href}"]`).first();

test.use({ viewport: viewports.desktop });

test("home → Start & Scale → an offer → careers → a job: the page stays on screen until the next one paints", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await navigate(page, footerLink(page, "/start-scale"), /Start & Scale/);

  // The offer opens over the catalogue, at its own address: the catalogue stays under it.
  await watchMain(page);
  await page.getByTestId("offer-card").first().getByRole("link", { name: "Découvrir cette offre" }).click();
  await expect(page.getByTestId("offer-dialog")).toBeVisible();
  const overOffer = await watched(page);
  expect(overOffer.blankMain).toBe(0);
  expect(overOffer.footerRose).toBe(0);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("offer-dialog")).toHaveCount(0);

  await navigate(page, footerLink(page, "/careers"), "Construisons ensemble le futur en ligne");
  const apply = page
    .getByTestId("job-card")
    .first()
    .getByRole("link", { name: /^Postuler/ });
  const job = (await page.getByTestId("job-card").first().getByRole("heading").first().textContent()) ?? "";
  await navigate(page, apply, job.trim());
  // What follows an arrival still happens: the new heading has the focus.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("on a slow network the old page stays while the next page's code is on its way", async ({ page }) => {
  await page.goto("/careers", { waitUntil: "networkidle" });
  let delayed = 0;
  await page.route(/\/assets\/job-apply\.page-[^/]+\.js$/, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const apply = page
    .getByTestId("job-card")
    .first()
    .getByRole("link", { name: /^Postuler/ });
  const job = (await page.getByTestId("job-card").first().getByRole("heading").first().textContent()) ?? "";
  const watch = await navigate(page, apply, job.trim());
  expect(delayed, "the job page's chunk went through the delay").toBeGreaterThan(0);
  // The check ran on every frame of the 800 ms wait: the old page was watched, and found on screen.
  expect(watch.checks).toBeGreaterThan(10);
});

test("on a slow network the old page stays while a page that talks to the API loads its client", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  let delayed = 0;
  await page.route(/\/assets\/(login\.page|server-state)-[^/]+\.js$/, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const watch = await navigate(page, footerLink(page, "/login"), "Bienvenue");
  expect(delayed).toBeGreaterThan(0);
  expect(watch.checks).toBeGreaterThan(10);
});
