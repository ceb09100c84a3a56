/**
 * HTTP figures of the production build: `npm run bench:http`.
 *
 * 1. Throughput: the prerendered home page from the app, against a bare `node:http` server (a process of its
 *    own, like the app) sending the same bytes with the same headers. Short rounds in pairs, one right after
 *    the other (which goes first alternates), so that the load of a shared machine, which changes by the
 *    second, weighs on both of a pair alike: the median of the pairs' ratios is compared with the budget.
 *    Printed beside it, each server's CPU time per request: a ratio that the machine's load barely moves.
 *    When the load generator is the limit (a quiet machine) the time ratio approaches 1 for any server cheaper
 *    than it; when the machine is saturated it approaches the CPU ratio.
 * 2. Login storm: the page's p99 latency alone, then while `stormConnections` clients post wrong passwords to
 *    `POST /auth/login` (each one an argon2 verification), in cycles likewise: the median of the cycles'
 *    ratios of the two p99s is compared with the budget.
 *
 * Builds when there is no build; BENCH_PORT (default 4393) and the next port are used. Exits non-zero when a
 * budget is missed. Run it on a quiet machine: the figures are ratios measured in one run, not times.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import autocannon from "autocannon";
import { http as budget } from "./budgets.js";
import { buildIfMissing, startProductionServer } from "./production-server.js";

const port = Number(process.env.BENCH_PORT ?? 4393);
const page = "/";
const pairs = 7;
const cycles = 3;
const seconds = 3;
const pageConnections = 10;

interface Load {
  requestsPerSecond: number;
  requests: number;
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
    requests: result.requests.total,
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

/** CPU time a process has used, in microseconds (Linux: user + system ticks of /proc/<pid>/stat). */
function cpuMicroseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

/**
 * A side of the comparison: its requests per second in each round, and the CPU time its server process
 * spent per request, a figure the machine's other load barely moves (unlike the time a round takes).
 */
function side(url: string, pid: number) {
  const rates: number[] = [];
  let cpu = 0;
  let requests = 0;
  return {
    rates,
    cpuPerRequest: () => cpu / requests,
    async round() {
      const before = cpuMicroseconds(pid);
      const result = await load(url);
      cpu += cpuMicroseconds(pid) - before;
      requests += result.requests;
      rates.push(result.requestsPerSecond);
    },
  };
}

async function throughput(appUrl: string, appPid: number) {
  const recorded = await recordResponse(appUrl);
  const bare = await startBareServer(recorded.body, recorded.headers);
  try {
    const app = side(appUrl, appPid);
    const plain = side(`http://127.0.0.1:${port + 1}${page}`, bare.pid as number);
    for (let pair = 0; pair < pairs; pair += 1) {
      const appFirst = pair % 2 === 1;
      if (appFirst) await app.round();
      await plain.round();
      if (!appFirst) await app.round();
    }
    const ratios = app.rates.map((value, pair) => value / (plain.rates[pair] as number));
    return {
      bytes: recorded.body.length,
      app: median(app.rates),
      bare: median(plain.rates),
      ratio: median(ratios),
      ratios,
      cpu: { app: app.cpuPerRequest(), bare: plain.cpuPerRequest() },
    };
  } finally {
    bare.kill();
  }
}

/** One cycle: the page alone, then during a storm of logins. */
async function stormCycle(origin: string) {
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
  // The server still verifies what the storm sent last: one more login waits its turn behind them, so the
  // next cycle's quiet round starts once hashing has stopped.
  await fetch(`${origin}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: `drain-${randomUUID()}@example.fr`, password: "not the password" }),
  });
  return { quiet, stormy, logins };
}

async function loginStorm(origin: string) {
  const runs: Awaited<ReturnType<typeof stormCycle>>[] = [];
  for (let cycle = 0; cycle < cycles; cycle += 1) runs.push(await stormCycle(origin));
  const ratios = runs.map((run) => run.stormy.p99 / Math.max(1, run.quiet.p99));
  return {
    quiet: median(runs.map((run) => run.quiet.p99)),
    stormy: median(runs.map((run) => run.stormy.p99)),
    ratio: median(ratios),
    ratios,
    errors: runs.reduce((sum, run) => sum + run.quiet.errors + run.stormy.errors, 0),
    logins: {
      requests: runs.reduce((sum, run) => sum + run.logins.requests.total, 0),
      refused: runs.reduce((sum, run) => sum + run.logins.non2xx, 0),
      p99: median(runs.map((run) => run.logins.latency.p99)),
    },
  };
}

const times = (values: number[]) => values.map((value) => `${value.toFixed(2)}×`).join(" ");

buildIfMissing();
// Every login is from 127.0.0.1: the per-IP limit is lifted so that each request costs a verification.
const server = await startProductionServer(port, { RATE_LIMIT_FACTOR: "10000" });
try {
  const figures = await throughput(`${server.origin}${page}`, server.process.pid as number);
  const storm = await loginStorm(server.origin);
  console.table([
    {
      figure: `${page} requests/s, app / bare node:http (${figures.bytes} B, ${pageConnections} connections), median of ${pairs} pairs`,
      value: `${figures.app.toFixed(0)} / ${figures.bare.toFixed(0)}: ${figures.ratio.toFixed(2)}×`,
      budget: `≥ ${budget.minThroughputRatio}×`,
      met: figures.ratio >= budget.minThroughputRatio,
    },
    { figure: "  the pairs' ratios", value: times(figures.ratios), budget: "", met: "" },
    {
      figure: "  CPU time per request of each server process, bare / app",
      value: `${figures.cpu.bare.toFixed(0)} / ${figures.cpu.app.toFixed(0)} µs: ${(figures.cpu.bare / figures.cpu.app).toFixed(2)}×`,
      budget: "",
      met: "",
    },
    {
      figure: `${page} p99 during a ${budget.stormConnections}-connection login storm / without it, median of ${cycles} cycles`,
      value: `${storm.stormy} / ${storm.quiet} ms: ${storm.ratio.toFixed(1)}×`,
      budget: `≤ ${budget.maxStormP99Ratio}×`,
      met: storm.ratio <= budget.maxStormP99Ratio,
    },
    { figure: "  the cycles' ratios", value: times(storm.ratios), budget: "", met: "" },
    {
      figure: "logins answered during the storms (refused ones included: a wrong password), their p99",
      value: `${storm.logins.requests} (${storm.logins.refused}), ${storm.logins.p99} ms`,
      budget: "",
      met: storm.errors === 0,
    },
  ]);
  const missed = figures.ratio < budget.minThroughputRatio || storm.ratio > budget.maxStormP99Ratio;
  process.exitCode = missed ? 1 : 0;
} finally {
  await server.stop();
}
