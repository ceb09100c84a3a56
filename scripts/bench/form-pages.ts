/**
 * What rendering at request time costs, against serving a prerendered page: starts the real app on
 * the production build (its SSR bundle renders; real SQLite file), then times on the server
 * (request received → response finished) N sequential requests of each kind and prints the median,
 * the p95 and the page's brotli size.
 *
 *   npm run build && npx tsx scripts/bench/form-pages.ts
 */
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { loadPrerenderedPages } from "../../server/platform/pages/prerendered-pages.js";
import { createTestBrowser } from "../../server/testing/http-client.js";
import { startTestServer } from "../../server/testing/test-server.js";
import { percentile } from "./percentile.js";

const REQUESTS = 100;
const password = "B3nchmarkPass";

const server = await startTestServer({
  pages: loadPrerenderedPages(join(import.meta.dirname, "..", "..", "dist", "pages")),
});
let lastServerTime = 0;
server.httpServer.prependListener("request", (_req, res) => {
  const started = performance.now();
  res.on("finish", () => {
    lastServerTime = performance.now() - started;
  });
});

async function measure(label: string, send: () => Promise<Response>, expected: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const response = await send();
    await response.arrayBuffer();
    // What travelled (brotli), not what fetch decoded.
    bytes = Number(response.headers.get("content-length"));
    if (response.status !== expected) throw new Error(`${label}: answered ${response.status}`);
    times.push(lastServerTime);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8);
  console.log(
    `${label.padEnd(52)} median ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   ${(bytes / 1024).toFixed(1)} KB br`,
  );
}

try {
  const visitor = createTestBrowser(server.url, { "accept-encoding": "br" });
  const user = createTestBrowser(server.url, { "accept-encoding": "br" });
  const registered = await user.postForm("/register", {
    _form: "register",
    lastName: "Mark",
    firstName: "Bench",
    email: "bench-forms@example.fr",
    password,
    confirmPassword: password,
  });
  if (registered.status !== 303) throw new Error(`registration answered ${registered.status}`);

  console.log(`${REQUESTS} sequential requests of each kind, server time`);
  await measure("GET /login (prerendered)", () => visitor.request("/login"), 200);
  await measure("GET /login?next=%2Fdashboard (rendered now)", () => visitor.request("/login?next=%2Fdashboard"), 200);
  await measure(
    "POST /register, invalid (page rendered again, 400)",
    () => visitor.postForm("/register", { _form: "register", email: "not-an-address" }),
    400,
  );
  await measure("GET /dashboard, signed in (rendered now)", () => user.request("/dashboard"), 200);
} finally {
  await server.close();
}
