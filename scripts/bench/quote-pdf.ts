/**
 * What rendering quote PDFs costs the other requests (docs/0029): starts the real app twice on the production
 * build, PDFs rendered inline on the event loop, then in the worker thread (the server's way). Each time it
 * issues 20 quotes at once through POST /api/quotes while a visitor loads a page over and over, and prints
 * the event loop's delay p99 and the page's answer time p99 over that window.
 *
 *   npm run build && npx tsx scripts/bench/quote-pdf.ts
 */
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { loadPrerenderedPages } from "../../server/platform/pages/prerendered-pages.js";
import { startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { startTestServer } from "../../server/testing/test-server.js";
import { percentile } from "./percentile.js";

const QUOTES = 20;
const PAGE = "/start-scale";
const customer = { firstName: "Bench", lastName: "Mark", company: "Bench SARL", address: "Lyon" };
const smtp = await startSmtpCapture();
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

async function measure(mode: "inline" | "worker") {
  const server = await startTestServer({
    pages: loadPrerenderedPages(join(import.meta.dirname, "..", "..", "dist", "pages")),
    env: { SMTP_URL: smtp.url, LEADS_EMAIL: "team@novadis.test" },
    // The bench sends more quotes than a visitor may in an hour.
    services: { quotePdf: mode, rateRules: { quotePerIp: { limit: 1000, windowMs: 60_000 } } },
  });
  const quote = async (index: number) => {
    for (;;) {
      const response = await fetch(`${server.url}/api/quotes`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          offers: ["web-start", "shopify-essential"],
          customer: { ...customer, email: `bench${index}@example.fr` },
          consent: true,
        }),
      });
      await response.arrayBuffer();
      // A 503 (the reference counter stayed locked too long) is retried as Retry-After says, as the tests do.
      const retryAfter = Number(response.headers.get("retry-after") ?? 1);
      if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      else if (response.status === 201) return;
      else throw new Error(`POST /api/quotes answered ${response.status}`);
    }
  };
  try {
    // One quote first: fonts loaded, the worker started, as on a server that has been up a while.
    await quote(0);
    const pageTimes: number[] = [];
    const delay = monitorEventLoopDelay({ resolution: 5 });
    let issuing = true;
    const visitor = (async () => {
      while (issuing) {
        const started = performance.now();
        const response = await fetch(`${server.url}${PAGE}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${PAGE} answered ${response.status}`);
        pageTimes.push(performance.now() - started);
      }
    })();
    delay.enable();
    const started = performance.now();
    await Promise.all(Array.from({ length: QUOTES }, (_, index) => quote(index + 1)));
    const wall = performance.now() - started;
    delay.disable();
    issuing = false;
    await visitor;
    pageTimes.sort((a, b) => a - b);
    console.log(
      `PDF ${mode.padEnd(7)} ${QUOTES} quotes in ${(wall / 1000).toFixed(1)} s   event-loop delay p99 ${ms(delay.percentile(99) / 1e6)} (max ${ms(delay.max / 1e6)})   GET ${PAGE} p99 ${ms(percentile(pageTimes, 99))} (${pageTimes.length} loads)`,
    );
  } finally {
    await server.close();
  }
}

try {
  await measure("inline");
  await measure("worker");
} finally {
  await smtp.close();
}
