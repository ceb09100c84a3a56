/**
 * Prints the site search's figures for docs/0020-site-search.md: the index's size on the wire (brotli, as
 * the dialog fetches it on first opening) and the time from a keystroke to the results on screen in
 * Chromium (median and p95 over every keystroke of a few typed queries).
 *
 *   npm run bench:search     (BENCH_PORT, default 4390; builds first if dist is missing)
 */
import { chromium } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { percentile } from "./percentile.js";
import { buildIfMissing, startProductionServer } from "./production-server.js";

const port = Number(process.env.BENCH_PORT ?? 4390);
const queries = ["cloud", "wordpress", "securite", "applications", "developement", "mentions legales", "courrier"];

buildIfMissing();
const server = await startProductionServer(port);
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  let indexBytes = 0;
  page.on("requestfinished", async (request) => {
    if (request.url().endsWith("/search-index.json")) indexBytes = (await request.sizes()).responseBodySize;
  });
  await page.goto(`${server.origin}/`, { waitUntil: "networkidle" });
  await page.keyboard.press("Control+k");
  const input = page.getByRole("dialog").getByRole("combobox");
  await input.waitFor();
  await page.waitForLoadState("networkidle");
  // From the keydown to the first change of the dialog's content that follows it.
  await page.evaluate(() => {
    const times: number[] = [];
    let pressedAt: number | undefined;
    document.addEventListener("keydown", () => (pressedAt = performance.now()), true);
    new MutationObserver(() => {
      if (pressedAt === undefined) return;
      times.push(performance.now() - pressedAt);
      pressedAt = undefined;
    }).observe(document.querySelector("[role=dialog]") as Element, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    (window as unknown as { searchTimes: number[] }).searchTimes = times;
  });
  const all: number[] = [];
  for (const query of queries) {
    await input.fill("");
    await page.evaluate(() => {
      (window as unknown as { searchTimes: number[] }).searchTimes.length = 0;
    });
    await input.pressSequentially(query, { delay: 120 });
    await page.waitForTimeout(200);
    all.push(...(await page.evaluate(() => (window as unknown as { searchTimes: number[] }).searchTimes.slice())));
  }
  all.sort((a, b) => a - b);
  await browser.close();
  console.log(`Search index on the wire: ${indexBytes} bytes (brotli), fetched on the dialog's first opening`);
  console.log(
    `Keystroke → results in Chromium over ${all.length} keystrokes: median ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
  );
} finally {
  await server.stop();
}
