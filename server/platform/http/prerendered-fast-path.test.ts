import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFixtureBuild } from "../../testing/fixture-build.js";
import { createTestBrowser, type RawExchange, type RawRequestOptions, rawExchange } from "../../testing/http-client.js";
import { sourcePages } from "../../testing/source-pages.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { createLogger } from "../logging/logger.js";
import { createMetrics } from "../metrics/metrics.js";
import type { PageSource } from "../pages/page-source.js";
import { loadPrerenderedPages } from "../pages/prerendered-pages.js";
import { prerenderedFastPath } from "./prerendered-fast-path.js";

const METRICS_TOKEN = "metrics-token-for-the-fast-path";

interface Side {
  server: TestServer;
  /** Paths the app asked its page source for: the fast path never asks. */
  asked: string[];
  lines: Array<Record<string, unknown>>;
}

/** What differs from one answer to the next whoever sends it: the request id (unless the client gave one) and the date. */
const PER_REQUEST = new Set(["x-request-id", "date"]);

function comparable(exchange: RawExchange) {
  const headers: [string, string][] = [];
  for (let index = 0; index < exchange.rawHeaders.length; index += 2) {
    const name = exchange.rawHeaders[index] as string;
    headers.push([
      name,
      PER_REQUEST.has(name.toLowerCase()) ? "(per request)" : (exchange.rawHeaders[index + 1] ?? ""),
    ]);
  }
  return { status: exchange.status, headers, body: exchange.body };
}

/**
 * The same build served twice in production mode behind a trusted proxy (HSTS when it says HTTPS): with the
 * fast path in front, and by Express alone (a page source without `prerendered`). Whatever the fast path answers must be what Express answers.
 */
describe("the prerendered fast path", () => {
  let dir: string;
  let fast: Side;
  let app: Side;

  async function start(withFastPath: boolean): Promise<Side> {
    const { prerendered, ...built } = loadPrerenderedPages(join(dir, "pages"));
    const asked: string[] = [];
    const lines: Array<Record<string, unknown>> = [];
    const pages: PageSource = {
      ...built,
      page: (pathname, search) => {
        asked.push(pathname);
        return built.page(pathname, search);
      },
      // The account page of a signed-in user is rendered from the sources (the fixture has no SSR bundle).
      render: sourcePages().render,
      ...(withFastPath ? { prerendered } : {}),
    };
    const server = await startTestServer({
      pages,
      env: {
        NODE_ENV: "production",
        LOG_LEVEL: "info",
        METRICS_TOKEN,
        SMTP_URL: "smtp://127.0.0.1:9",
        TRUST_PROXY: "loopback",
        // Production refuses to start without a key for TOTP secrets (docs/0041-two-factor-key-ring.md).
        TWO_FACTOR_KEYS: randomBytes(32).toString("base64url"),
      },
      // Nobody answers at that SMTP address: the registration's mail stays queued, unsent, without retries.
      services: { outbox: { retryBaseMs: 3_600_000, pollMs: 3_600_000 } },
      logDestination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    return { server, asked, lines };
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "fast-path-build-"));
    writeFixtureBuild(dir);
    [fast, app] = await Promise.all([start(true), start(false)]);
  });
  afterAll(async () => {
    await Promise.all([fast?.server.close(), app?.server.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  const both = (request: RawRequestOptions) =>
    Promise.all([rawExchange(fast.server.url, request), rawExchange(app.server.url, request)]);

  it("answers the build's pages with Express's status, headers in order and bytes, for every encoding and HEAD", async () => {
    const requests: RawRequestOptions[] = [
      { path: "/", headers: { "accept-encoding": "gzip, deflate, br" } },
      { path: "/", headers: { "accept-encoding": "gzip" } },
      { path: "/", headers: { "accept-encoding": "gzip", "x-forwarded-proto": "https" } },
      { path: "/", headers: { "accept-encoding": "br;q=0, gzip;q=0" } },
      { path: "/" },
      { path: "/?utm_source=lettre&x=%C3%A9", headers: { "accept-encoding": "br" } },
      { method: "HEAD", path: "/", headers: { "accept-encoding": "br" } },
      // A page without compressed twins.
      { path: "/expertises", headers: { "accept-encoding": "br, gzip" } },
      { method: "HEAD", path: "/expertises/cloud-devops" },
      // Liveness, asked every few seconds by a balancer.
      { path: "/healthz", headers: { "accept-encoding": "gzip, deflate, br" } },
      { path: "/healthz?probe=1", headers: { "x-forwarded-proto": "https" } },
      { method: "HEAD", path: "/healthz" },
    ];
    for (const request of requests) {
      const label = `${request.method ?? "GET"} ${request.path} ${request.headers?.["accept-encoding"] ?? ""}`;
      const [fromFast, fromApp] = await both(request);
      expect(comparable(fromFast), label).toEqual(comparable(fromApp));
      expect(fromFast.status, label).toBe(200);
      expect(fromFast.headers["x-request-id"], label).toMatch(/^[0-9a-f-]{36}$/);
      expect(fromFast.headers["x-request-id"], label).not.toBe(fromApp.headers["x-request-id"]);
    }
    const [plain] = await both({ path: "/", headers: { "accept-encoding": "br" } });
    expect(plain?.headers["strict-transport-security"]).toBeUndefined();
    const [page] = await both({ path: "/", headers: { "accept-encoding": "br", "x-forwarded-proto": "https" } });
    expect(page?.headers).toMatchObject({
      "content-encoding": "br",
      "cache-control": "no-cache",
      vary: "Accept-Encoding",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "permissions-policy": expect.stringContaining("camera=()"),
      "content-security-policy": expect.stringContaining("script-src 'self'"),
    });
    const [liveness] = await both({ path: "/healthz" });
    expect(JSON.parse(String(liveness?.body))).toEqual({ status: "ok" });
    expect(liveness?.headers["cache-control"]).toBe("no-store");
    // Express served its side from the page source; the fast path never asked it.
    expect(app.asked).toEqual(expect.arrayContaining(["/", "/expertises", "/expertises/cloud-devops"]));
    expect(fast.asked).toEqual([]);
  });

  it("answers a matching If-None-Match with Express's 304, and a stale one with the page", async () => {
    const [first] = await both({ path: "/expertises/cloud-devops" });
    const etag = String(first?.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const [fromFast, fromApp] = await both({ path: "/expertises/cloud-devops", headers: { "if-none-match": etag } });
    expect(fromFast.status).toBe(304);
    expect(fromFast.body.length).toBe(0);
    expect(comparable(fromFast)).toEqual(comparable(fromApp));
    const [stale] = await both({ path: "/expertises/cloud-devops", headers: { "if-none-match": '"old-1"' } });
    expect(stale?.status).toBe(200);
    expect(fast.asked).toEqual([]);
  });

  it("keeps the client's request id and writes Express's access-log line, byte count included", async () => {
    const request = {
      path: "/?token=kept-out-of-the-log",
      headers: { "x-request-id": "proxy-77.fast", "accept-encoding": "gzip" },
    };
    const [fromFast, fromApp] = await both(request);
    expect(fromFast.headers["x-request-id"]).toBe("proxy-77.fast");
    expect(comparable(fromFast)).toEqual(comparable(fromApp));
    const lineOf = (side: Side) => {
      const line = side.lines.find((each) => each.requestId === "proxy-77.fast" && each.event === "http.request");
      const { time: _time, durationMs, ...rest } = line ?? {};
      expect(durationMs).toEqual(expect.any(Number));
      return rest;
    };
    expect(lineOf(fast)).toEqual(lineOf(app));
    expect(lineOf(fast)).toMatchObject({ method: "GET", route: "page", path: "/", status: 200 });
    expect(lineOf(fast).bytes).toBeGreaterThan(fromFast.body.length);
    expect(JSON.stringify(fast.lines)).not.toContain("kept-out-of-the-log");
  });

  it("counts its answers in /metrics as Express does", async () => {
    const counted = async (side: Side) => {
      const response = await fetch(`${side.server.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await response.text();
      const value = (name: string) =>
        Number(new RegExp(`^${name}\\{method="GET",route="page",status="200"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
      return { requests: value("http_requests_total"), timed: value("http_request_duration_seconds_count") };
    };
    const before = await Promise.all([counted(fast), counted(app)]);
    for (let count = 0; count < 3; count += 1) await both({ path: "/expertises" });
    const after = await Promise.all([counted(fast), counted(app)]);
    for (const [index, side] of ["fast path", "express"].entries()) {
      expect(after[index]?.requests, side).toBe((before[index]?.requests ?? 0) + 3);
      expect(after[index]?.timed, side).toBe((before[index]?.timed ?? 0) + 3);
    }
    expect(fast.asked).toEqual([]);
  });

  it("leaves to Express what it would not answer with the build's bytes: old addresses, other paths, other methods", async () => {
    const requests: RawRequestOptions[] = [
      { path: "/careers-page?x=1" },
      { path: "/expertises/" },
      { path: "//expertises" },
      { path: "/expertises/quantum" },
      { path: "/nulle-part" },
      { method: "POST", path: "/", headers: { "content-type": "text/plain" }, body: "x" },
      { method: "OPTIONS", path: "/" },
    ];
    for (const request of requests) {
      const [fromFast, fromApp] = await both(request);
      expect(comparable(fromFast), `${request.method ?? "GET"} ${request.path}`).toEqual(comparable(fromApp));
    }
    const [old] = await both({ path: "/careers-page?x=1" });
    expect(old?.status).toBe(301);
    expect(old?.headers.location).toBe("/careers?x=1");
  });

  it("never answers a page the server renders for the visitor: the account page, signed in or not", async () => {
    // The login page is prerendered, but its handler may render it now (a flash, a link's `?next=`).
    const [login] = await both({ path: "/login" });
    expect(login?.status).toBe(200);
    expect(fast.asked.at(-1)).toBe("/login");

    const visitor = await rawExchange(fast.server.url, { path: "/dashboard" });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.location).toBe("/login?next=%2Fdashboard");

    const browser = createTestBrowser(fast.server.url);
    const registered = await browser.mutation("auth.register", {
      firstName: "Ana",
      lastName: "Durand",
      email: "fast-path@example.fr",
      password: "Sup3rSecret",
    });
    expect(registered.status).toBe(200);
    const signedIn = await browser.request("/dashboard");
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const html = await signedIn.text();
    expect(html).toContain("fast-path@example.fr");
    expect(html).not.toContain("<h1>Mon compte</h1>");
  });

  it("answers liveness itself, GET and HEAD, and leaves the path's other methods to the app", async () => {
    const passed: string[] = [];
    const listener = prerenderedFastPath(
      (req, res) => {
        passed.push(`${req.method} ${req.url}`);
        res.statusCode = 405;
        res.end();
      },
      {
        pages: new Map(),
        answeredAtRequestTime: () => false,
        securityHeaders: [["X-Content-Type-Options", "nosniff"]],
        observers: {
          accessLog: createLogger("silent"),
          metrics: createMetrics(async () => ({ pending: 0, failed: 0, oldestPendingAgeMs: 0 })),
        },
      },
    );
    const server = createServer(listener).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const get = await rawExchange(url, { path: "/healthz?from=balancer" });
      const head = await rawExchange(url, { method: "HEAD", path: "/healthz" });
      const post = await rawExchange(url, { method: "POST", path: "/healthz", body: "" });
      expect([get.status, JSON.parse(String(get.body)), get.headers["x-content-type-options"]]).toEqual([
        200,
        { status: "ok" },
        "nosniff",
      ]);
      expect([head.status, head.body.length, head.headers["content-length"]]).toEqual([200, 0, "15"]);
      expect(post.status).toBe(405);
      expect(passed).toEqual(["POST /healthz"]);
    } finally {
      server.close();
    }
  });
});
