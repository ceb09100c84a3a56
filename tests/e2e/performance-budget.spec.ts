import { javascriptBudget, lighthouseRoutes } from "../../scripts/bench/budgets.js";
import { expect, test } from "./fixtures.js";

/**
 * The JavaScript a visitor downloads before touching anything (issue 14), from the browser's own network
 * log: bytes as sent on the wire (brotli), which are stable from run to run, unlike timings.
 */
for (const { path, kind } of lighthouseRoutes) {
  const budget = javascriptBudget(path, kind);
  test(`${path} loads at most ${budget.maxKilobytes} KB of JavaScript in at most ${budget.maxRequests} scripts`, async ({
    page,
  }) => {
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
    // Bytes of a page that never hydrated would prove nothing: React marks the root it hydrated (on a loaded
    // machine the last chunk's script may still be running when the network goes quiet, hence the poll).
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
          ),
        { message: "the page hydrated" },
      )
      .toBe(true);
    const loaded = await Promise.all(scripts);
    const kilobytes = loaded.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    const report = loaded.map((script) => `${new URL(script.url).pathname} ${script.bytes} B`).join("\n");
    expect(loaded.length, report).toBeLessThanOrEqual(budget.maxRequests);
    expect(kilobytes, report).toBeLessThanOrEqual(budget.maxKilobytes);
    expect(
      loaded.filter((script) => script.encoding !== "br"),
      "every script is sent compressed with brotli",
    ).toEqual([]);
  });
}
