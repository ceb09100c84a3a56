import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.js";
import { rawExchange } from "../testing/http-client.js";
import { recordSecurityHeaders, securityHeaders } from "./security-headers.js";

/** What helmet and the Permissions-Policy middleware send when they run for a request, in order. */
async function sentLive(config: ReturnType<typeof loadConfig>): Promise<[string, string][]> {
  const app = express();
  app.disable("x-powered-by");
  app.use(securityHeaders(config, { inlineStyles: false }));
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
  it.each([
    ["production", { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9" }],
    ["development", { NODE_ENV: "development" }],
  ])("are the headers helmet sends for each request, in %s", async (_mode, env) => {
    const config = loadConfig(env);
    const recorded = recordSecurityHeaders(config, { inlineStyles: false });
    expect(recorded).toEqual(await sentLive(config));
    const names = recorded.map(([name]) => name);
    expect(names).toContain("Content-Security-Policy");
    expect(names).toContain("Permissions-Policy");
    expect(names.includes("Strict-Transport-Security")).toBe(config.isProduction);
  });
});

describe("the Content-Security-Policy's inline styles and scripts", () => {
  const policyOf = (styles: Parameters<typeof recordSecurityHeaders>[1]) =>
    recordSecurityHeaders(loadConfig({}), styles).find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";

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
