import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedStatic } from "./platform/http/precompressed-static.js";
import { loadPrerenderedPages } from "./platform/pages/prerendered-pages.js";
import { writeFixtureBuild } from "./testing/fixture-build.js";
import { rawRequest } from "./testing/http-client.js";
import { startTestServer, type TestServer } from "./testing/test-server.js";

describe("HTTP app", () => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "build-fixture-"));
    writeFixtureBuild(dir);
    server = await startTestServer({
      pages: loadPrerenderedPages(join(dir, "pages")),
      assets: precompressedStatic(join(dir, "client")),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves prerendered pages with revalidation, compressed for clients that accept it", async () => {
    const response = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<h1>Accueil</h1>");
    const etag = response.headers.get("etag") ?? "";
    const again = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers unknown paths with the not-found page and 404", async () => {
    const response = await fetch(`${server.url}/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Cette page n'est pas disponible");
  });

  it("answers a known route whose parameter names nothing with that route's 404 page", async () => {
    const response = await fetch(`${server.url}/expertises/quantum`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Expertise not found.");
    expect((await fetch(`${server.url}/expertises/cloud-devops`)).status).toBe(200);
  });

  it("redirects old addresses and trailing slashes permanently, keeping the query", async () => {
    const old = await fetch(`${server.url}/careers-page?x=1`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/careers?x=1");
    const slash = await fetch(`${server.url}/expertises/`, { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/expertises");
  });

  it("never redirects to another host, whatever slashes the path starts with", async () => {
    const cases: [path: string, location: string][] = [
      ["//evil.example/", "/evil.example"],
      ["/\\evil.example/", "/evil.example"],
      ["/\\/evil.example//", "/evil.example"],
      ["///", "/"],
      ["///evil.example/?next=1", "/evil.example?next=1"],
    ];
    for (const [path, location] of cases) {
      const response = await rawRequest(server.url, { path });
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
    }
  });

  it("serves hashed assets precompressed with an immutable cache header", async () => {
    const brotli = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await brotli.text()).toContain("console.log");
    const plain = await fetch(`${server.url}/robots.txt`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("never serves files outside the build through encoded traversal", async () => {
    const response = await fetch(`${server.url}/assets/..%2f..%2fpages%2fmanifest.json`);
    expect(response.status).toBe(404);
  });

  it("sends an enforced Content-Security-Policy without inline scripts or styles", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("permissions-policy")).toContain("camera=(), geolocation=()");
  });

  it("answers tRPC queries", async () => {
    const response = await fetch(`${server.url}/trpc/site.features`);
    expect(response.status).toBe(200);
    expect((await response.json()).result.data).toEqual({ googleSignIn: false, recaptchaSiteKey: null });
  });

  it("reports liveness without the database (200 once it is gone) and readiness with it (then 503)", async () => {
    const healthy = await fetch(`${server.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ status: "ok" });
    await server.database.close();
    const alive = await fetch(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
  });
});
