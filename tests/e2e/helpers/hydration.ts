import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page and run its effects (src/entry-client.tsx marks the root then). The application's scripts are only
 * asked for at the first paint (docs/0037): a test that clicks a React-only control right after loading would
 * otherwise race hydration, and see the page as it is for a visitor without JavaScript.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.getElementById("root");
          // Not one of the site's documents (a feed, a PDF, the browser's own error page): nothing hydrates.
          if (!root || !document.getElementById("app-scripts")) return true;
          return root.hasAttribute("data-hydrated");
        }),
      // Scripts are asked for at the first paint, which a loaded two-core machine (CI's two workers) can put
      // seconds after the document: the default 5 s failed a CI run on a page that hydrates fine.
      { message: "the page hydrated", timeout: 15_000 },
    )
    .toBe(true);
}
