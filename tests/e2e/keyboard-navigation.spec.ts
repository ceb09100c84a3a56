import { expect, test } from "./fixtures.js";
import { mainNav } from "./helpers/header.js";
import { viewports } from "./helpers/viewports.js";

test.describe("the mobile menu with a keyboard", () => {
  test.use({ viewport: viewports.mobile });

  test("Tab stays inside while it is open and Escape closes it, giving the focus back to its button", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const button = page.getByRole("button", { name: "Ouvrir le menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Fermer le menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");

    // Five entries plus the close button: walking past the last one comes back to the first, never to the page.
    const nav = mainNav(page);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press("Tab");
      expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(nav.getByRole("button", { name: "Expertises" })).toBeHidden();
  });
});

test.describe("after a client-side navigation", () => {
  test.use({ viewport: viewports.desktop });

  test("the focus is on the new page's heading and its title is announced", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Nos expertises" }).first().click();
    await expect(page).toHaveURL(/\/expertises$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    const title = await page.title();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: title })).toHaveCount(1);
  });
});

test("the hero video has a control that pauses and plays it again", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "no-preference" });
  const page = await context.newPage();
  await page.goto("/", { waitUntil: "networkidle" });
  const video = page.getByTestId("hero-video");
  const isPaused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  await page.getByRole("button", { name: "Mettre la vidéo en pause" }).click();
  await expect.poll(isPaused).toBe(true);
  await page.getByRole("button", { name: "Lire la vidéo" }).click();
  await expect.poll(isPaused).toBe(false);
  await context.close();
});
