import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { strictTransportHeaders } from "./strict-transport.js";

const request = (encrypted: boolean, headers: Record<string, string> = {}) =>
  ({ socket: { encrypted, remoteAddress: "10.0.0.2" }, headers }) as unknown as IncomingMessage;
const trustNone = () => false;
const trustAll = () => true;

/** HSTS over HTTPS only (RFC 6797 §7.2), the scheme read as Express reads it. */
describe("Strict-Transport-Security", () => {
  const production = { isProduction: true };

  it("goes with answers over TLS, never over plain HTTP", () => {
    expect(strictTransportHeaders(production, trustNone)(request(true))).toEqual([
      ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
    ]);
    expect(strictTransportHeaders(production, trustNone)(request(false))).toEqual([]);
  });

  it("believes X-Forwarded-Proto from a trusted proxy only", () => {
    const forwarded = request(false, { "x-forwarded-proto": "https, http" });
    expect(strictTransportHeaders(production, trustAll)(forwarded)).toHaveLength(1);
    expect(strictTransportHeaders(production, trustNone)(forwarded)).toEqual([]);
    expect(strictTransportHeaders(production, trustAll)(request(true, { "x-forwarded-proto": "http" }))).toEqual([]);
  });

  it("is never sent outside production (a developer's localhost would be pinned to HTTPS)", () => {
    expect(strictTransportHeaders({ isProduction: false }, trustNone)(request(true))).toEqual([]);
  });
});
