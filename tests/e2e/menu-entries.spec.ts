import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { mainNav } from "./helpers/header.js";
import { publicPaths } from "./helpers/public-routes.js";
import { viewports } from "./helpers/viewports.js";

/**
 * The header's menus and the footer hold real entries only: no placeholder, and every entry a link to a page made
 * for it. The server's HTML of a page carries every menu (each desktop panel in its `<details>`, the mobile
 * accordion too), so reading it covers every route; the hydrated menus are opened in a browser on a few.
 */
const PLACEHOLDER = /coming soon/i;

test("no public route says « Coming Soon », its menus and footer included", async ({ request }) => {
  const paths = publicPaths();
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    // The menus are in it (else the check would prove nothing): a Solutions entry and a footer column.
    expect(html, path).toContain('href="/solutions/collectivites"');
    expect(html, path).toContain("Support des applications");
    expect(html, path).not.toMatch(PLACEHOLDER);
  }
});

/** Every entry of an open menu is a link, and nothing in it is a placeholder. */
async function expectRealEntries(panel: Locator, context: string) {
  await expect(panel, context).toBeVisible();
  await expect(panel, context).not.toContainText(PLACEHOLDER);
  const entries = panel.getByRole("listitem");
  expect(await entries.count(), context).toBeGreaterThan(0);
  for (const entry of await entries.all()) await expect(entry.getByRole("link"), context).toHaveCount(1);
}

const openedRoutes = ["/", "/solutions/entreprises", "/legal/mentions-legales"];

for (const path of openedRoutes) {
  test(`${path}: each desktop menu, opened, and the footer hold links only`, async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(path);
    const buttons = mainNav(page).getByRole("button");
    expect(await buttons.count()).toBe(5);
    for (const button of await buttons.all()) {
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expectRealEntries(
        panel,
        `${path}, ${await button.textContent()}${await button.getAttribute("aria-label")}`,
      );
      await page.keyboard.press("Escape");
    }
    const footer = page.getByRole("navigation", { name: "Plan du site" });
    await expect(footer).not.toContainText(PLACEHOLDER);
    await expect(footer.locator("li:not(:has(a))")).toHaveCount(0);
  });

  test(`${path}: the mobile accordion, every entry opened, holds links only`, async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto(path);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const names = await mainNav(page).getByRole("button", { expanded: false }).allTextContents();
    expect(names).toHaveLength(5);
    for (const name of names) {
      const entry = mainNav(page).getByRole("button", { name, exact: true });
      await entry.click();
      await expect(entry).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`[id="${await entry.getAttribute("aria-controls")}"]`);
      await expectRealEntries(panel, `${path}, ${name}`);
    }
  });
}

interface LinkList {
  name: string;
  hrefs: string[];
}

/** The header's menus (each desktop panel, its tile included) and the footer's columns, as the server sends them. */
function linkLists(page: Page): Promise<LinkList[]> {
  return page.evaluate(() => {
    const hrefsIn = (root: Element) =>
      [...root.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? "");
    const menus = [...document.querySelectorAll('header details[name="mega-menu"]')].map((menu) => ({
      name: `menu ${menu.querySelector("summary")?.textContent?.trim()}`,
      hrefs: hrefsIn(menu),
    }));
    const columns = [...document.querySelectorAll('footer nav[aria-label="Plan du site"] > div')].map((column) => ({
      name: `footer ${column.querySelector("h2")?.textContent?.trim()}`,
      hrefs: hrefsIn(column),
    }));
    return [...menus, ...columns];
  });
}

/** The visible text of a page's `h1` as the server sends it. */
function firstHeading(html: string): string | undefined {
  const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  return heading
    ?.replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every header and footer entry leads to a page of its own: answered 200, with an h1 no other page has", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const lists = await linkLists(page);
    expect(lists.map((list) => list.name)).toEqual(expect.arrayContaining(["menu Solutions", "footer Société"]));
    expect(lists).toHaveLength(15);

    const headingOf = new Map<string, string>();
    for (const { name, hrefs } of lists) {
      expect(hrefs.length, name).toBeGreaterThan(0);
      // Two entries of one menu or column never lead to the same place.
      expect(new Set(hrefs).size, `${name}: ${hrefs.join(", ")}`).toBe(hrefs.length);
      for (const href of hrefs) {
        const [address, anchor] = href.split("#") as [string, string | undefined];
        if (headingOf.has(address)) continue;
        const response = await request.get(address);
        expect(response.status(), `${name}: ${href}`).toBe(200);
        const html = await response.text();
        if (anchor) expect(html, `${name}: ${href}`).toContain(`id="${anchor}"`);
        const heading = firstHeading(html);
        expect(heading, `${name}: ${href}`).toBeTruthy();
        headingOf.set(address, heading ?? "");
      }
    }
    // A distinct page for each distinct address: no entry lands on a look-alike of another's page.
    const pagesByHeading = new Map<string, string[]>();
    for (const [address, heading] of headingOf)
      pagesByHeading.set(heading, [...(pagesByHeading.get(heading) ?? []), address]);
    const shared = [...pagesByHeading].filter(([, addresses]) => addresses.length > 1);
    expect(shared, "pages with the same h1").toEqual([]);
  });
});
