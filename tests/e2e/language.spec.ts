import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { waitForHydration } from "./helpers/hydration.js";
import { viewports } from "./helpers/viewports.js";

/**
 * The English site and the language button (docs/0068-english-routes.md): the same page at its English address,
 * in English, and back; the choice kept in a cookie; with and without JavaScript.
 */
const pairs = [
  ["/", "/en"],
  ["/careers/assistant-administratif", "/en/careers/administrative-assistant"],
  ["/legal/mentions-legales", "/en/legal/legal-notice"],
  ["/start-scale/web-start", "/en/start-scale/web-start"],
  ["/realisations", "/en/case-studies"],
  ["/blog/accessibilite-numerique-obligations-2025", "/en/blog/digital-accessibility-what-changes-in-2025"],
] as const;

const toEnglish = (page: Page) => page.getByRole("link", { name: "EN, cette page en anglais" });
const toFrench = (page: Page) => page.getByRole("link", { name: "FR, this page in French" });

async function languageCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: viewports.desktop });

    for (const [french, english] of pairs) {
      test(`the language button leads from ${french} to ${english} and back`, async ({ page }) => {
        await page.goto(french);
        await expect(page.locator("html")).toHaveAttribute("lang", "fr");
        if (javaScriptEnabled) await waitForHydration(page);
        await toEnglish(page).click();
        await expect(page).toHaveURL(new RegExp(`${english}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        expect(await languageCookie(page)).toBe("en");
        if (javaScriptEnabled) await waitForHydration(page);

        await toFrench(page).click();
        await expect(page).toHaveURL(new RegExp(`${french === "/" ? "/" : french}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", "fr");
        expect(await languageCookie(page)).toBe("fr");
      });
    }
  });
}

test.describe("the English pages", () => {
  test.use({ viewport: viewports.desktop });

  test("speak English and keep their English addresses through client-side navigation", async ({ page }) => {
    await page.goto("/en/careers");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();

    // A link of the footer, written as the French path in the content, leads to the English page in the app.
    const marker = await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
      return true;
    });
    expect(marker).toBe(true);
    await page.getByRole("contentinfo").getByRole("link", { name: "Cloud & DevOps" }).click();
    await expect(page).toHaveURL(/\/en\/expertises\/cloud-devops$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // No reload: the navigation was the router's.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(toFrench(page)).toHaveAttribute("href", "/language?to=fr&page=%2Fexpertises%2Fcloud-devops");

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/careers$/);
  });

  test("an unknown English address answers the English not-found page with 404", async ({ page }) => {
    const response = await page.goto("/en/anything-unknown");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is not available");
  });
});
