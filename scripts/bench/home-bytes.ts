/**
 * Prints what the home page transfers before any interaction, and what scrolling to the
 * Horizon 2030 map adds (its code chunk and the country shapes load only then).
 *
 *   npm run bench
 *
 * Starts the production build (built first if missing) on BENCH_PORT (default 4390) with a throwaway database, loads the
 * page in Chromium and sums the bytes on the wire (compressed sizes, headers included) by kind.
 */
import { chromium, type Page } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { buildIfMissing, startProductionServer } from "./production-server.js";

const port = Number(process.env.BENCH_PORT ?? 4390);

interface Transfer {
  url: string;
  kind: string;
  bytes: number;
}

function kindOf(url: string, type: string): string {
  if (/countries-110m/.test(url)) return "map data";
  if (type === "Script") return "JavaScript";
  if (type === "Stylesheet") return "CSS";
  if (type === "Font") return "fonts";
  if (type === "Document") return "HTML";
  if (type === "Media") return "video";
  if (type === "Image") return "images";
  return type.toLowerCase();
}

/** Follows the page's network through the DevTools protocol: encodedDataLength is what crossed the wire. */
async function recordTransfers(page: Page): Promise<Transfer[]> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
  const pending = new Map<string, { url: string; type: string }>();
  const transfers: Transfer[] = [];
  session.on("Network.responseReceived", (event) => {
    pending.set(event.requestId, { url: event.response.url, type: event.type });
  });
  session.on("Network.loadingFinished", (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    transfers.push({ url: response.url, kind: kindOf(response.url, response.type), bytes: event.encodedDataLength });
  });
  return transfers;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fileName = (url: string) => new URL(url).pathname;

function report(title: string, transfers: Transfer[]): void {
  const byKind = new Map<string, number>();
  for (const transfer of transfers) byKind.set(transfer.kind, (byKind.get(transfer.kind) ?? 0) + transfer.bytes);
  const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
  console.log(`\n${title}: ${transfers.length} responses, ${kb(total)} transferred`);
  for (const [kind, bytes] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(12)} ${kb(bytes)}`);
  const scripts = transfers.filter((transfer) => transfer.kind === "JavaScript" || transfer.kind === "map data");
  for (const script of scripts) console.log(`    ${kb(script.bytes).padStart(9)}  ${fileName(script.url)}`);
}

buildIfMissing();
const server = await startProductionServer(port);
const { origin } = server;
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const transfers = await recordTransfers(page);
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  const beforeScroll = [...transfers];
  await page.locator("#horizon-title").scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="horizon-map-slot"][data-status="ready"] path.rsm-geography');
  await page.waitForLoadState("networkidle");
  const afterScroll = transfers.slice(beforeScroll.length);
  await browser.close();

  console.log("Home page (/), Chromium 1280×900, cache disabled, sizes as transferred (brotli)");
  report("Before interaction", beforeScroll);
  report("Added by scrolling to the Horizon 2030 map", afterScroll);
  const js = (list: Transfer[]) => list.filter((t) => t.kind === "JavaScript").reduce((sum, t) => sum + t.bytes, 0);
  console.log(
    `\nJavaScript: ${kb(js(beforeScroll))} before interaction; ${kb(js(afterScroll))} more with the map chunk, plus ${kb(
      afterScroll.filter((t) => t.kind === "map data").reduce((sum, t) => sum + t.bytes, 0),
    )} of country shapes.`,
  );
  const leaked = beforeScroll.filter((t) => /HorizonMap|countries-110m/.test(t.url));
  if (leaked.length > 0) {
    console.error(`The map loaded before scrolling: ${leaked.map((t) => fileName(t.url)).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
