import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.js";
import { securityHeaders } from "./security-headers.js";

async function policyOf(options: Parameters<typeof securityHeaders>[1]): Promise<string> {
  const app = express();
  app.use(securityHeaders(loadConfig({}), options));
  app.get("/", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return response.headers.get("content-security-policy") ?? "";
  } finally {
    server.close();
  }
}

describe("the Content-Security-Policy's styles", () => {
  it("allows our origin and the inlined stylesheet by its hash, never any inline style", async () => {
    const policy = await policyOf({ inlineStyles: false, styleHashes: ["q1w2e3="] });
    expect(policy).toContain("style-src 'self' 'sha256-q1w2e3='");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("allows inline styles only where the dev server asks (Vite injects <style> elements)", async () => {
    expect(await policyOf({ inlineStyles: true })).toContain("style-src 'self' 'unsafe-inline'");
  });
});
