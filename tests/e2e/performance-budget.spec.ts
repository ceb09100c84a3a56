import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { javascriptBudget, routeKind } from "../../scripts/bench/budgets.js";
import type { PrerenderManifest } from "../../server/platform/pages/prerendered-pages.js";
import { matchEnglishRoute } from "../../src/app/shared/locale-paths.js";
import { matchRoute, routes } from "../../src/app/shared/route-table.js";
import { expect, test } from "./fixtures.js";
import { waitForHydration } from "./helpers/hydration.js";
import { logIn, registerVerifiedAccount } from "./support/account.js";

/**
 * The JavaScript a visitor downloads before touching anything (docs/0019), from the browser's own network
 * log: bytes as sent on the wire (brotli), which are stable from run to run, unlike timings. Every route is
 * measured, a parameterised one through the first address the build prerendered for it (read from the build
 * the tests run against, so a new route or a new kind of page is measured without being listed here).
 */
// The end-to-end tests run against the production build (playwright.config.ts): `npm run build` writes it.
const manifest = JSON.parse(readFileSync("dist/pages/manifest.json", "utf8")) as PrerenderManifest;
const measuredPaths = new Map<string, string>();
for (const path of Object.keys(manifest.pages)) {
  const match = matchRoute(path);
  if (match && !measuredPaths.has(match.name)) measuredPaths.set(match.name, path);
}

/** The English twins (docs/0068-english-routes.md), held to the same budgets: the English build's own pages. */
const englishManifest = JSON.parse(readFileSync("dist/pages/en/manifest.json", "utf8")) as PrerenderManifest;
const measuredEnglishPaths = new Map<string, string>();
for (const path of Object.keys(englishManifest.pages)) {
  // The route's name is all that is needed here: no slug table.
  const match = matchEnglishRoute(path, {});
  if (match && !measuredEnglishPaths.has(match.name)) measuredEnglishPaths.set(match.name, path);
}

test("every route of the route table is measured, in both languages", () => {
  expect([...measuredPaths.keys()].sort()).toEqual(routes.map((route) => route.name).sort());
  expect([...measuredEnglishPaths.keys()].sort()).toEqual(routes.map((route) => route.name).sort());
});

/** Loads a page, waits for its hydration, and checks what its scripts weighed against the route's budget. */
async function expectWithinBudget(page: Page, path: string, budget: { maxKilobytes: number; maxRequests: number }) {
  const scripts: Promise<{ url: string; bytes: number; encoding: string | undefined }>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    scripts.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()["content-encoding"],
      })),
    );
  });
  // Network idle: hydration has fetched every chunk it needs, and nothing was clicked.
  await page.goto(path, { waitUntil: "networkidle" });
  // Bytes of a page that never hydrated would prove nothing (on a loaded machine the last chunk's script may
  // still be running when the network goes quiet). The signed-in dashboard's page is not the fixture's.
  await waitForHydration(page);
  const loaded = await Promise.all(scripts);
  const kilobytes = loaded.reduce((sum, script) => sum + script.bytes, 0) / 1024;
  const report = [
    `${path}: ${kilobytes.toFixed(1)} KB in ${loaded.length} scripts`,
    ...loaded.map((script) => `${new URL(script.url).pathname} ${script.bytes} B`),
  ].join("\n");
  // The figure of every route, for the tables of docs/0019.
  test.info().annotations.push({ type: "javascript", description: `${kilobytes.toFixed(1)} KB, ${loaded.length}` });
  expect(loaded.length, report).toBeLessThanOrEqual(budget.maxRequests);
  expect(kilobytes, report).toBeLessThanOrEqual(budget.maxKilobytes);
  expect(
    loaded.filter((script) => script.encoding !== "br"),
    "every script is sent compressed with brotli",
  ).toEqual([]);
}

for (const route of routes) {
  const budget = javascriptBudget(routeKind(route));
  for (const path of [measuredPaths.get(route.name), measuredEnglishPaths.get(route.name)]) {
    if (!path) continue;
    test(`${path} loads at most ${budget.maxKilobytes} KB of JavaScript in at most ${budget.maxRequests} scripts`, async ({
      page,
    }) => {
      await expectWithinBudget(page, path, budget);
    });
  }
}

const signedIn = "/dashboard (signed in)";
const dashboardBudget = javascriptBudget("account");
test(`${signedIn} loads at most ${dashboardBudget.maxKilobytes} KB of JavaScript in at most ${dashboardBudget.maxRequests} scripts`, async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await logIn(page, await registerVerifiedAccount(page, "budget"));
  // A browser of its own with the session's cookies and an empty cache, so that every script is downloaded.
  const signedInBrowser = await browser.newContext({ baseURL, storageState: await context.storageState() });
  await expectWithinBudget(await signedInBrowser.newPage(), "/dashboard", dashboardBudget);
  await signedInBrowser.close();
});

// The page paints before its scripts are even asked for (scripts/scripts-after-paint.ts): on a slow network the
// document, the font and the largest image have the bandwidth first. A marketing page, a form and an account screen.
for (const path of ["/", "/contact", "/login"]) {
  test(`${path} requests its scripts only once it has painted its content, then hydrates`, async ({ page }) => {
    // The fixture's goto waits for hydration too.
    await page.goto(path, { waitUntil: "networkidle" });
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: Math.round(entry.startTime) })),
    }));
    expect(paint, "the first contentful paint").toBeGreaterThan(0);
    expect(scripts.length, "the application's scripts").toBeGreaterThanOrEqual(4);
    expect(scripts.filter((script) => script.start < (paint ?? 0))).toEqual([]);
  });
}
