import { javascript, lighthouseRoutes } from "../../scripts/bench/budgets.js";
import { expect, test } from "./fixtures.js";

/**
 * The JavaScript a visitor downloads before touching anything (issue 14), from the browser's own network
 * log: bytes as sent on the wire (brotli), which are stable from run to run, unlike timings.
 */
for (const { path, kind } of lighthouseRoutes) {
  test(`${path} loads at most ${javascript.maxKilobytes[kind]} KB of JavaScript in at most ${javascript.maxRequests} scripts`, async ({
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
    const loaded = await Promise.all(scripts);
    const kilobytes = loaded.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    const report = loaded.map((script) => `${new URL(script.url).pathname} ${script.bytes} B`).join("\n");
    expect(loaded.length, report).toBeLessThanOrEqual(javascript.maxRequests);
    expect(kilobytes, report).toBeLessThanOrEqual(javascript.maxKilobytes[kind]);
    expect(
      loaded.filter((script) => script.encoding !== "br"),
      "every script is sent compressed with brotli",
    ).toEqual([]);
  });
}
