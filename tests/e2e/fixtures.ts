import { test as base, expect } from "@playwright/test";
import { waitForHydration } from "./helpers/hydration.js";

/**
 * Every test fails if the page logs a console error or throws: hydration mismatches,
 * CSP violations and failed chunk loads all surface there.
 */
export const test = base.extend<{ consoleErrors: string[]; hydrates: boolean }>({
  /** False for a test that withholds the site's scripts on purpose: its pages never hydrate. */
  hydrates: [true, { option: true }],
  // A loaded page is a hydrated one, as a test of the enhanced page expects (helpers/hydration.ts); pages of a
  // context without JavaScript are taken as they are.
  page: async ({ page, javaScriptEnabled, hydrates }, use) => {
    if (javaScriptEnabled !== false && hydrates) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page served with 404 on purpose makes Chromium log its own status: that is not a fault.
        const isDocumentStatus =
          message.text().startsWith("Failed to load resource") && message.location().url === page.url();
        if (!isDocumentStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
