// Scratch, not committed: one Lighthouse run per route, printing scores and every failing audit.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumExecutable, chromiumFlags } from "./tests/e2e/support/chromium-executable.js";
import { startProductionServer } from "./scripts/bench/production-server.js";
const routes = (process.env.ROUTES ?? "/").split(",");
const server = await startProductionServer(Number(process.env.BENCH_PORT ?? 3305));
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: ["--headless=new", ...chromiumFlags] });
try {
  for (const route of routes) {
    const result = await lighthouse(`${server.origin}${route}`, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }, { extends: "lighthouse:default", settings: { disableFullPageScreenshot: true } });
    const lhr = result!.lhr;
    console.log(`\n== ${route}`, Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])));
    for (const m of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) console.log("  ", m, lhr.audits[m]?.displayValue);
    for (const [cat, c] of Object.entries(lhr.categories)) {
      for (const ref of c.auditRefs) {
        const a = lhr.audits[ref.id];
        if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === "notApplicable" || a.scoreDisplayMode === "informative" || a.scoreDisplayMode === "manual") continue;
        const items = ((a.details as { items?: unknown[] } | undefined)?.items ?? []).slice(0, 4).map((i) => JSON.stringify(i).slice(0, 300));
        console.log(`  [${cat}] ${a.id} (${a.score}) ${a.displayValue ?? ""} ${a.title}`);
        for (const i of items) console.log("       ", i);
      }
    }
  }
} finally { chrome.kill(); await server.stop(); }
