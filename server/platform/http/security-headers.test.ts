import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { rawExchange } from "../../testing/http-client.js";
import { recordSecurityHeaders, securityHeaders } from "./security-headers.js";

/** What helmet and the Permissions-Policy middleware send when they run for a request, in order. */
async function sentLive(): Promise<[string, string][]> {
  const app = express();
  app.disable("x-powered-by");
  app.use(securityHeaders({ inlineStyles: false }));
  app.use((_req, res) => {
    res.end();
  });
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { rawHeaders } = await rawExchange(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      path: "/",
    });
    const pairs: [string, string][] = [];
    for (let index = 0; index < rawHeaders.length; index += 2) {
      pairs.push([rawHeaders[index] as string, rawHeaders[index + 1] as string]);
    }
    // Node's own: not the middlewares'.
    return pairs.filter(
      ([name]) => !["date", "connection", "keep-alive", "content-length"].includes(name.toLowerCase()),
    );
  } finally {
    server.close();
  }
}

describe("security headers recorded once", () => {
  it("are the headers helmet sends for each request", async () => {
    const recorded = recordSecurityHeaders({ inlineStyles: false });
    expect(recorded).toEqual(await sentLive());
    const names = recorded.map(([name]) => name);
    expect(names).toContain("Content-Security-Policy");
    expect(names).toContain("Permissions-Policy");
  });

  it("leave out HSTS (set per request, over HTTPS only) and X-Frame-Options (frame-ancestors says it)", () => {
    const recorded = new Map(recordSecurityHeaders({ inlineStyles: false }));
    expect(recorded.has("Strict-Transport-Security")).toBe(false);
    expect(recorded.has("X-Frame-Options")).toBe(false);
    expect(recorded.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });
});

describe("the Content-Security-Policy's inline styles and scripts", () => {
  const policyOf = (styles: Parameters<typeof recordSecurityHeaders>[0]) =>
    recordSecurityHeaders(styles).find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";

  it("allows our origin and the inlined stylesheet by its hash, never any inline style", () => {
    const policy = policyOf({ inlineStyles: false, styleHashes: ["q1w2e3="] });
    expect(policy).toContain("style-src 'self' 'sha256-q1w2e3='");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("allows the boot script by its hash, never any other inline script", () => {
    const policy = policyOf({ inlineStyles: false, scriptHashes: ["z9y8x7="] });
    expect(policy).toContain("script-src 'self' 'sha256-z9y8x7='");
    expect(policyOf({ inlineStyles: false })).toContain("script-src 'self';");
  });

  it("allows inline styles only where the dev server asks (Vite injects <style> elements)", () => {
    expect(policyOf({ inlineStyles: true })).toContain("style-src 'self' 'unsafe-inline'");
  });
});
