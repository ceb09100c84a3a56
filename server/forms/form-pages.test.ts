import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../testing/auth-testbed.js";
import { readPage } from "../testing/html-page.js";
import { sourcePages } from "../testing/source-pages.js";

/** The mechanism's guards, through the login form (any form page behaves the same). */
describe("form pages: what a form post may and may not do", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed({
      pages: sourcePages(),
      env: { RATE_LIMIT_FACTOR: "1" },
      services: { rateRules: { loginPerIp: { limit: 3, windowMs: 60_000 } } },
    });
    await bed.register("guards@example.fr");
  });
  afterAll(() => bed.close());

  const login = { _form: "login", email: "guards@example.fr", password: TEST_PASSWORD };

  it("refuses a post from another site (403) and signs nobody in", async () => {
    const browser = bed.browser();
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await browser.postForm("/login", login, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(browser.cookies.size).toBe(0);
  });

  it("reads only bounded URL-encoded bodies: too large is 413 and other types 415, the page shown again saying so", async () => {
    const large = await bed.browser().postForm("/login", { ...login, email: "x".repeat(20_000) });
    expect(large.status).toBe(413);
    expect(readPage(await large.text()).alerts).toContain(messages.forms.postTooLarge);

    const json = await bed.browser().request("/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: bed.server.url },
      body: JSON.stringify(login),
    });
    expect(json.status).toBe(415);
    expect(readPage(await json.text()).alerts).toContain(messages.forms.postUnsupported);

    const tooMany = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`f${index}`, "x"]));
    expect((await bed.browser().postForm("/login", { ...login, ...tooMany })).status).toBe(413);
  });

  it("answers 400 for a form the page does not have, and a repeated field counts once", async () => {
    const unknown = await bed.browser().postForm("/dashboard", { _form: "no-such-form" });
    expect(unknown.status).toBe(400);

    const body = `${new URLSearchParams(login).toString()}&email=other%40example.fr`;
    const repeated = await bed.browser().request("/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: bed.server.url },
      body,
    });
    expect(repeated.status).toBe(303);
  });

  it("a problem with a field the visitor cannot see (a hidden one) is the form's alert, not lost beside it", async () => {
    const browser = await bed.register("hidden-field@example.fr");
    const response = await browser.postForm("/dashboard", { _form: "revoke-session", sessionId: "" });
    expect(response.status).toBe(400);
    const page = readPage(await response.text());
    expect(page.alerts.join(" ")).toMatch(/^sessionId: /);
  });

  it("a rate-limited post is 429 with Retry-After, and the page says how long to wait", async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt < 5 && response?.status !== 429; attempt++) {
      response = await bed.browser().postForm("/login", { ...login, password: "WrongPass1" });
    }
    expect(response?.status).toBe(429);
    const wait = Number(response?.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    const page = readPage((await response?.text()) ?? "");
    expect(page.alerts).toContain(messages.http.tooManyRequests(wait));
    expect(page.fieldsOf("login").email).toBe("guards@example.fr");
  });

  it("a flash is read once, by its own page; a forged one is ignored", async () => {
    const browser = bed.browser();
    await browser.postForm("/forgot-password", { _form: "forgot-password", email: "guards@example.fr" });
    // Another page leaves it alone (and answers with its prerendered HTML: nothing to render now).
    expect((await browser.request("/register")).headers.get("cache-control")).toBe("no-cache");
    expect(readPage(await (await browser.request("/forgot-password")).text()).headings).toEqual([
      "Vérifiez votre e-mail",
    ]);

    const forged = await bed.browser().request("/forgot-password", {
      headers: { cookie: `form-flash=${Buffer.from('{"path":"/forgot-password"}').toString("base64url")}` },
    });
    expect(readPage(await forged.text()).headings).toEqual(["Mot de passe oublié"]);
  });
});
