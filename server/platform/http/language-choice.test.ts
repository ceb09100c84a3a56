import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.js";

/** The language button's server side: the choice recorded, the visitor led to the same page in that language. */
describe("/language", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const choose = (query: string) => fetch(`${server.url}/language?${query}`, { redirect: "manual" });

  it("leads a French page to its English address with a 303 and records the choice in a cookie for a year", async () => {
    const response = await choose("to=en&page=%2Fcareers%2Fassistant-administratif");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/careers/administrative-assistant");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lang=en;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("leads an English page back to its French address, from the app's path or the English one", async () => {
    for (const page of ["/legal/mentions-legales", "/en/legal/legal-notice"]) {
      const response = await choose(`to=fr&page=${encodeURIComponent(page)}`);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/legal/mentions-legales");
      expect(response.headers.get("set-cookie")).toMatch(/^lang=fr;/);
    }
    const home = await choose("to=en&page=%2F");
    expect(home.headers.get("location")).toBe("/en");
  });

  it("refuses another site's address, an unknown page and an unknown language, in both languages", async () => {
    for (const query of [
      "to=en&page=%2F%2Fevil.example",
      "to=en&page=https%3A%2F%2Fevil.example%2Fcareers",
      "to=en&page=%2F%5Cevil.example",
      "to=en&page=%2Fno-such-page",
      "to=de&page=%2Fcareers",
      "to=en",
    ]) {
      const response = await choose(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("set-cookie")).toBeNull();
      const text = await response.text();
      expect(text).toContain("ne mène à aucune page du site");
      expect(text).toContain("leads to no page of the site");
    }
  });
});
