/**
 * HTTP figures of the production build: `npm run bench:http`.
 *
 * 1. Throughput: the prerendered home page from the app, against a bare `node:http` server (a process of its
 *    own, like the app) sending the same bytes with the same headers; rounds alternate so that a noisy machine
 *    weighs on both alike, and the ratio of the median requests per second is compared with the budget.
 * 2. Login storm: the page's p99 latency alone, then while `stormConnections` clients post wrong passwords to
 *    `POST /auth/login` (each one an argon2 verification); the ratio of the two p99s is compared with the budget.
 *
 * Builds when there is no build; BENCH_PORT (default 4393) and the next port are used. Exits non-zero when a
 * budget is missed. Run it on a quiet machine: the figures are ratios measured in one run, not times.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { get } from "node:http";
import autocannon from "autocannon";
import { http as budget } from "./budgets.js";
import { buildIfMissing, startProductionServer } from "./production-server.js";

const port = Number(process.env.BENCH_PORT ?? 4393);
const page = "/";
const rounds = 3;
const seconds = 5;
const pageConnections = 10;

interface Load {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Load> {
  const result = await autocannon({
    url,
    connections: pageConnections,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** A bare node:http server in a process of its own, answering every request with one recorded response. */
async function startBareServer(body: Buffer, headers: Record<string, string>): Promise<ChildProcess> {
  const source = `
    const http = require("node:http");
    const body = Buffer.from(process.env.BODY, "base64");
    const headers = JSON.parse(process.env.HEADERS);
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(Number(process.env.PORT), "127.0.0.1", () => process.send("ready"));`;
  const child = spawn(process.execPath, ["-e", source], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, PORT: String(port + 1), BODY: body.toString("base64"), HEADERS: JSON.stringify(headers) },
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  return child;
}

/** The app's response to the benchmarked request, as the bare server will repeat it. */
function recordResponse(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    // node:http, not fetch: fetch would decompress the body the bare server must send compressed.
    get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === "string" && !["date", "connection", "keep-alive"].includes(name)) headers[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers });
      });
    }).on("error", reject);
  });
}

async function throughput(appUrl: string) {
  const recorded = await recordResponse(appUrl);
  const bare = await startBareServer(recorded.body, recorded.headers);
  const bareUrl = `http://127.0.0.1:${port + 1}${page}`;
  try {
    const app: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      plain.push((await load(bareUrl)).requestsPerSecond);
      app.push((await load(appUrl)).requestsPerSecond);
    }
    return { bytes: recorded.body.length, app: median(app), bare: median(plain) };
  } finally {
    bare.kill();
  }
}

async function loginStorm(origin: string) {
  const pageUrl = `${origin}${page}`;
  const quiet = await load(pageUrl);
  const storm = autocannon({
    url: `${origin}/auth/login`,
    method: "POST",
    connections: budget.stormConnections,
    duration: seconds + 2,
    headers: { "content-type": "application/json", origin },
    // A new address each time: repeated failures for one address are held back before any hashing.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: `storm-${randomUUID()}@example.fr`, password: "not the password" }),
        }),
      },
    ],
  });
  // The page is measured once the storm has filled the hashing queue.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stormy = await load(pageUrl);
  const logins = await storm;
  return {
    quiet,
    stormy,
    logins: { requests: logins.requests.total, refused: logins.non2xx, p99: logins.latency.p99 },
  };
}

buildIfMissing();
// Every login is from 127.0.0.1: the per-IP limit is lifted so that each request costs a verification.
const server = await startProductionServer(port, { RATE_LIMIT_FACTOR: "10000" });
try {
  const figures = await throughput(`${server.origin}${page}`);
  const ratio = figures.app / figures.bare;
  const storm = await loginStorm(server.origin);
  const stormRatio = storm.stormy.p99 / Math.max(1, storm.quiet.p99);
  console.table([
    {
      figure: `${page} requests/s, app / bare node:http (${figures.bytes} B, ${pageConnections} connections)`,
      value: `${figures.app.toFixed(0)} / ${figures.bare.toFixed(0)} = ${ratio.toFixed(2)}×`,
      budget: `≥ ${budget.minThroughputRatio}×`,
      met: ratio >= budget.minThroughputRatio,
    },
    {
      figure: `${page} p99 during a ${budget.stormConnections}-connection login storm / without it`,
      value: `${storm.stormy.p99} / ${storm.quiet.p99} ms = ${stormRatio.toFixed(1)}×`,
      budget: `≤ ${budget.maxStormP99Ratio}×`,
      met: stormRatio <= budget.maxStormP99Ratio,
    },
    {
      figure: "logins answered during the storm (refused ones included: a wrong password), their p99",
      value: `${storm.logins.requests} (${storm.logins.refused}), ${storm.logins.p99} ms`,
      budget: "",
      met: storm.quiet.errors + storm.stormy.errors === 0,
    },
  ]);
  const missed = ratio < budget.minThroughputRatio || stormRatio > budget.maxStormP99Ratio;
  process.exitCode = missed ? 1 : 0;
} finally {
  await server.stop();
}
