import { test as base, expect } from "@playwright/test";

/**
 * Every test fails if the page logs a console error or throws: hydration mismatches,
 * CSP violations and failed chunk loads all surface there.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
