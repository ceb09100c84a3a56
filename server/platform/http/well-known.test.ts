import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_ANCHORS } from "../../../src/accounts/shared/dashboard-anchors.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";

/** The well-known addresses password managers, passkey providers and security researchers ask for. */
describe("/.well-known", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { SECURITY_CONTACT: "securite@novadis.test" } });
  });
  afterAll(() => server.close());

  it("change-password leads to the dashboard's password card", async () => {
    const response = await fetch(`${server.url}/.well-known/change-password`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/dashboard#${DASHBOARD_ANCHORS.password}`);
  });

  it("security.txt gives the configured contact, an expiry under a year ahead, the languages and its address", async () => {
    const response = await fetch(`${server.url}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const fields = new Map(
      (await response.text())
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
    );
    expect(fields.get("Contact")).toBe("mailto:securite@novadis.test");
    const expires = Date.parse(fields.get("Expires") ?? "");
    expect(fields.get("Expires")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 3600 * 1000);
    expect(fields.get("Preferred-Languages")).toBe("fr, en");
    expect(fields.get("Canonical")).toBe(`${server.url}/.well-known/security.txt`);
  });

  it("passkey-endpoints points enrolment and management to the dashboard's passkeys card", async () => {
    const response = await fetch(`${server.url}/.well-known/passkey-endpoints`);
    expect(response.status).toBe(200);
    const passkeys = `${server.url}/dashboard#${DASHBOARD_ANCHORS.passkeys}`;
    expect(await response.json()).toEqual({ enroll: passkeys, manage: passkeys });
  });
});
