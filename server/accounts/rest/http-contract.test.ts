import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { rawExchange } from "../../testing/http-client.js";

/** What HTTP says the REST calls answer besides their JSON: the challenge of a 401, 415, compressed lists. */
describe("REST answers as HTTP clients read them", () => {
  let bed: AuthTestbed;
  let url: string;

  beforeAll(async () => {
    bed = await startAuthTestbed();
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("a 401 of /auth/* says how to authenticate: Bearer with its realm, invalid_token for a refused token", async () => {
    const none = await fetch(`${url}/auth/user`);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer realm="[^"]+"$/);
    const refused = await fetch(`${url}/auth/user`, { headers: { authorization: "Bearer not-a-real-token-at-all" } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer realm="[^"]+", error="invalid_token"$/);
    const wrongPassword = await fetch(`${url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.fr", password: TEST_PASSWORD }),
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.headers.get("www-authenticate")).toMatch(/^Bearer realm=/);
    // Only the 401s.
    expect((await fetch(`${url}/auth/nothing-here`)).headers.get("www-authenticate")).toBeNull();
  });

  it("a JSON call given another content type answers 415, not a 400 about missing fields", async () => {
    const body = JSON.stringify({ email: "lea@example.fr", password: TEST_PASSWORD });
    for (const path of ["/auth/login", "/api/bookings"]) {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body,
      });
      expect(response.status, path).toBe(415);
      expect(await response.json(), path).toEqual({ success: false, message: messages.http.unsupportedMediaType });
    }
    // A POST without a body keeps its own answer.
    expect((await fetch(`${url}/auth/logout`, { method: "POST" })).status).toBe(200);
  });

  it("compresses a JSON answer of 1 KB or more for a client that accepts it, and leaves small ones alone", async () => {
    const slots = await rawExchange(url, { path: "/api/booking-slots", headers: { "accept-encoding": "gzip" } });
    expect(slots.status).toBe(200);
    expect(slots.headers["content-encoding"]).toBe("gzip");
    expect(String(slots.headers.vary)).toContain("Accept-Encoding");
    expect(JSON.parse(gunzipSync(slots.body).toString()).slots.length).toBeGreaterThan(0);
    const plain = await fetch(`${url}/api/booking-slots`, { headers: { "accept-encoding": "identity" } });
    expect(Buffer.byteLength(await plain.text())).toBeGreaterThan(1024);
    const small = await rawExchange(url, { path: "/auth/user", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
