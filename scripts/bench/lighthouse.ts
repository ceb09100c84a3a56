/**
 * Lighthouse on the production build: `npm run bench:lighthouse`.
 *
 * Builds when there is no build, starts the server (BENCH_PORT, default 4391), runs Lighthouse's
 * mobile preset (simulated throttling) `runsPerRoute` times on each route of scripts/bench/budgets.ts,
 * prints the median of each column and exits non-zero when a budget is missed.
 * `BENCH_ROUTES=/,/careers` measures only those routes. Run it with `nice -n -5` on a shared machine.
 */
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { lighthouse as budget, javascript, javascriptBudget, lighthouseRoutes, type RouteKind } from "./budgets.js";
import { buildIfMissing, startProductionServer } from "./production-server.js";

const port = Number(process.env.BENCH_PORT ?? 4391);
const only = process.env.BENCH_ROUTES?.split(",").filter(Boolean);
const routes = only ? lighthouseRoutes.filter((route) => only.includes(route.path)) : lighthouseRoutes;
const lighthouseVersion = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
const categories = Object.keys(budget.minScore) as (keyof typeof budget.minScore)[];

interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  jsRequests: number;
  requests: number;
}

interface NetworkItem {
  url: string;
}

interface DevtoolsEvent {
  method: string;
  params: { requestId?: string; type?: string; encodedDataLength?: number };
}

/**
 * Each script's body as it crossed the wire (brotli), headers left out: what the budget counts and what the
 * end-to-end test measures (tests/e2e/performance-budget.spec.ts). Lighthouse's own transfer sizes add each
 * response's headers, ~1.1 KB a script here (the security headers ride on every response).
 */
function scriptBodies(log: readonly DevtoolsEvent[]): number[] {
  const scripts = new Set<string>();
  const bytes = new Map<string, number>();
  for (const { method, params } of log) {
    if (!params.requestId) continue;
    if (method === "Network.responseReceived" && params.type === "Script") scripts.add(params.requestId);
    if (method === "Network.dataReceived") {
      bytes.set(params.requestId, (bytes.get(params.requestId) ?? 0) + (params.encodedDataLength ?? 0));
    }
  }
  return [...scripts].map((id) => bytes.get(id) ?? 0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function measure(url: string, kind: RouteKind, chromePort: number): Promise<Run> {
  const result = await lighthouse(
    url,
    { port: chromePort, logLevel: "error", output: "json", onlyCategories: categories },
    {
      extends: "lighthouse:default",
      settings: {
        disableFullPageScreenshot: true,
        // Account screens carry `noindex` on purpose (docs/0024): Lighthouse's is-crawlable audit fails every
        // noindex page by design, so it is left out there and the end-to-end SEO test checks the noindex instead.
        skipAudits: kind === "account" ? ["is-crawlable"] : [],
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const scripts = scriptBodies((artifacts as unknown as { DevtoolsLog: DevtoolsEvent[] }).DevtoolsLog);
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, bytes) => sum + bytes, 0),
    jsRequests: scripts.length,
    requests: items.length,
  };
}

/**
 * One run, tried a second time when Lighthouse fails to record it (NO_NAVSTART, NO_FCP: the trace lost events,
 * which happens on a loaded machine); a second failure stops the bench.
 */
async function measureOrRetry(url: string, kind: RouteKind, chromePort: number): Promise<Run> {
  try {
    return await measure(url, kind, chromePort);
  } catch (error) {
    console.log(`  (${url}: ${(error as Error).message.split(" ")[1]}, run again)`);
    return measure(url, kind, chromePort);
  }
}

function summarise(runs: Run[]): Run {
  const pick = (get: (run: Run) => number) => median(runs.map(get));
  return {
    scores: Object.fromEntries(categories.map((id) => [id, pick((run) => run.scores[id] ?? 0)])),
    fcp: pick((run) => run.fcp),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    jsBytes: pick((run) => run.jsBytes),
    jsRequests: pick((run) => run.jsRequests),
    requests: pick((run) => run.requests),
  };
}

function misses(path: string, kind: RouteKind, run: Run): string[] {
  const found: string[] = [];
  for (const id of categories) {
    const score = run.scores[id] ?? 0;
    if (score < budget.minScore[id]) found.push(`${path}: ${id} ${score} < ${budget.minScore[id]}`);
  }
  if (run.cls > budget.maxCls) found.push(`${path}: CLS ${run.cls.toFixed(3)} > ${budget.maxCls}`);
  const allowed = javascriptBudget(kind);
  if (run.jsBytes > allowed.maxKilobytes * 1024) {
    found.push(`${path}: JavaScript ${(run.jsBytes / 1024).toFixed(1)} KB > ${allowed.maxKilobytes} KB`);
  }
  if (run.jsRequests > allowed.maxRequests) {
    found.push(`${path}: ${run.jsRequests} script requests > ${allowed.maxRequests}`);
  }
  return found;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const columns = ["route", "perf", "a11y", "b.p.", "seo", "FCP", "LCP", "TBT", "CLS", "JS (br)", "JS req", "req"];
const widths = [26, 5, 5, 5, 5, 8, 8, 7, 6, 9, 7, 4];
const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0))).join(" ");

buildIfMissing();
const server = await startProductionServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable(),
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
const failures: string[] = [];
try {
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile preset, simulated throttling; median of ${budget.runsPerRoute} runs per route; ${server.origin}\n`,
  );
  console.log(row(columns));
  for (const { path, kind } of routes) {
    const runs: Run[] = [];
    for (let index = 0; index < budget.runsPerRoute; index += 1) {
      runs.push(await measureOrRetry(`${server.origin}${path}`, kind, chrome.port));
    }
    const run = summarise(runs);
    console.log(
      row([
        path,
        ...categories.map((id) => String(run.scores[id])),
        seconds(run.fcp),
        seconds(run.lcp),
        `${Math.round(run.tbt)} ms`,
        run.cls.toFixed(3),
        `${(run.jsBytes / 1024).toFixed(1)} KB`,
        String(run.jsRequests),
        String(run.requests),
      ]),
    );
    failures.push(...misses(path, kind, run));
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(
  `\nBudget: every score ≥ ${budget.minScore.performance}, CLS ≤ ${budget.maxCls}, JavaScript ≤ ${javascript.maxKilobytes.marketing} KB (marketing) / ${javascript.maxKilobytes.account} KB (account) in ≤ ${javascript.maxRequests} requests.`,
);
console.log("Account routes are noindex by design: their SEO score leaves out Lighthouse's is-crawlable audit.");
if (failures.length > 0) {
  console.log(`\n${failures.length} budget(s) missed:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("\nEvery budget met.");
}
