import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";

describe("protection of the auth endpoints", () => {
  let bed: AuthTestbed;
  let url: string;

  beforeAll(async () => {
    bed = await startAuthTestbed({
      env: { RATE_LIMIT_FACTOR: "1" },
      services: {
        rateRules: { forgotPerIp: { limit: 3, windowMs: 60_000 }, loginPerIp: { limit: 50, windowMs: 60_000 } },
      },
    });
    url = bed.server.url;
    await bed.register("guard@example.fr");
  });
  afterAll(() => bed.close());

  it("refuses a cross-origin state-changing request with a session cookie, on tRPC and REST", async () => {
    const browser = await bed.register("csrf@example.fr");
    const evil = { origin: "https://evil.example" };
    const trpc = await browser.mutation("account.revokeOtherSessions", undefined, evil);
    expect(trpc.status).toBe(403);
    expect(trpc.error?.data.code).toBe("FORBIDDEN");
    const crossSite = await browser.mutation("auth.logout", undefined, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect((await browser.query("auth.me")).data).not.toBeNull();
    const rest = await browser.request("/auth/logout", { method: "POST", headers: evil });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({ success: false, message: messages.http.crossOriginRefused });
    // Our own origin passes.
    const own = await browser.mutation("auth.logout", undefined, {
      origin: bed.server.config.appUrl,
      "sec-fetch-site": "same-origin",
    });
    expect(own.status).toBe(200);
  });

  it("does not apply the origin check to Bearer requests", async () => {
    const { body } = await postJson(url, "/auth/login", { email: "guard@example.fr", password: TEST_PASSWORD });
    const out = await postJson(
      url,
      "/auth/logout",
      {},
      { authorization: `Bearer ${body.token}`, origin: "https://elsewhere.example" },
    );
    expect(out.status).toBe(200);
  });

  it("answers 429 with Retry-After and a French message past the limit", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postJson>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await postJson(
        url,
        "/auth/forgot-password",
        { email: `someone${i}@example.fr` },
        { "x-forwarded-for": "203.0.113.9" },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const retryAfter = Number(last?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last?.body).toEqual({ success: false, message: messages.http.tooManyRequests(retryAfter) });
    // Another client (a trusted proxy's forwarded address) has its own budget.
    const other = await postJson(
      url,
      "/auth/forgot-password",
      { email: "x@example.fr" },
      { "x-forwarded-for": "203.0.113.10" },
    );
    expect(other.status).toBe(200);
    // tRPC says the same, with the header.
    const trpc = await bed
      .browser({ "x-forwarded-for": "203.0.113.9" })
      .mutation("auth.forgotPassword", { email: "a@example.fr" });
    expect(trpc.status).toBe(429);
    expect(trpc.error?.data.code).toBe("TOO_MANY_REQUESTS");
    expect(trpc.headers.get("retry-after")).not.toBeNull();
  });

  it("holds an address back after repeated failed logins, even with the right password", async () => {
    await bed.register("brute@example.fr");
    const attempt = (password: string) => postJson(url, "/auth/login", { email: "brute@example.fr", password });
    for (let i = 0; i < 5; i++) expect((await attempt("Wrong1234")).status).toBe(401);
    const held = await attempt(TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBe(30);
  });

  it("five wrong passwords from five IPs lock the owner out: a device that signed in before still gets in", async () => {
    const email = "locked.owner@example.fr";
    await bed.register(email);
    // The owner's laptop signed in last week: it holds a device cookie.
    const laptop = bed.browser();
    expect((await laptop.mutation("auth.login", { email, password: TEST_PASSWORD })).status).toBe(200);
    expect(laptop.cookies.get("device")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await laptop.mutation("auth.logout");

    // Strangers guess from five addresses: the account is held back.
    for (let i = 1; i <= 5; i++) {
      const guess = await postJson(
        url,
        "/auth/login",
        { email, password: "Wrong1234" },
        { "x-forwarded-for": `192.0.2.${i}` },
      );
      expect(guess.status).toBe(401);
    }
    // A fresh device is refused at every door, even with the right password.
    expect((await postJson(url, "/auth/login", { email, password: TEST_PASSWORD })).status).toBe(429);
    const fresh = await bed.browser().mutation("auth.login", { email, password: TEST_PASSWORD });
    expect(fresh.error?.data.code).toBe("TOO_MANY_REQUESTS");
    const freshForm = bed.browser();
    await freshForm.postForm("/login", { _form: "login", email, password: TEST_PASSWORD, next: "/dashboard" });
    expect(freshForm.cookies.has("session")).toBe(false);
    // So is a device cookie of another account, or a forged one.
    const other = await bed.register("other.device@example.fr");
    const borrowed = { cookie: `device=${other.cookies.get("device")}` };
    expect((await postJson(url, "/auth/login", { email, password: TEST_PASSWORD }, borrowed)).status).toBe(429);
    const [userId, nonce] = (laptop.cookies.get("device") ?? "").split(".");
    const forged = { cookie: `device=${userId}.${nonce}.${"A".repeat(43)}` };
    expect((await postJson(url, "/auth/login", { email, password: TEST_PASSWORD }, forged)).status).toBe(429);

    // The laptop gets in, through tRPC, the no-JavaScript form and the REST API.
    expect((await laptop.mutation("auth.login", { email, password: TEST_PASSWORD })).status).toBe(200);
    await laptop.mutation("auth.logout");
    const form = await laptop.postForm("/login", {
      _form: "login",
      email,
      password: TEST_PASSWORD,
      next: "/dashboard",
    });
    expect(form.headers.get("location")).toBe("/dashboard");
    const own = { cookie: `device=${laptop.cookies.get("device")}` };
    expect((await postJson(url, "/auth/login", { email, password: TEST_PASSWORD }, own)).status).toBe(200);

    // A stolen device cookie has its own few tries, not free guessing.
    const thief = { cookie: `device=${laptop.cookies.get("device")}` };
    for (let i = 0; i < 5; i++) {
      expect((await postJson(url, "/auth/login", { email, password: "Wrong1234" }, thief)).status).toBe(401);
    }
    expect((await postJson(url, "/auth/login", { email, password: TEST_PASSWORD }, thief)).status).toBe(429);
  });

  it("answers 413 to a body over 16 KB and 400 to malformed JSON, and stays up", async () => {
    const big = await postJson(url, "/auth/login", { email: "a@b.fr", password: "x".repeat(17_000) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: messages.http.bodyTooLarge });
    const bigTrpc = await bed.browser().mutation("auth.login", { email: "a@b.fr", password: "x".repeat(17_000) });
    expect(bigTrpc.status).toBe(413);
    const malformed = await postJson(url, "/auth/login", '{"email": "a@b.fr", ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: messages.http.malformedJson });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("answers 400 naming the field when a value has the wrong type", async () => {
    const wrong = await postJson(url, "/auth/login", { email: 42, password: "x" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe("email");
    const notObject = await postJson(url, "/auth/verify-email", "[1, 2]");
    expect(notObject.status).toBe(400);
    expect(notObject.body.success).toBe(false);
  });

  it("refuses a registration whose honeypot field is filled", async () => {
    const bot = await postJson(url, "/auth/register", {
      firstName: "Bot",
      lastName: "Bot",
      email: "bot@example.fr",
      password: TEST_PASSWORD,
      website: "http://spam.example",
    });
    expect(bot.status).toBe(400);
    expect(bot.body.message).toBe(messages.accounts.registrationFailed);
  });
});

describe("client address behind proxies", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    const bed = await startAuthTestbed({
      env: { RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "false" },
      services: { rateRules: { forgotPerIp: { limit: 1, windowMs: 60_000 } } },
    });
    try {
      const send = (ip: string) =>
        postJson(bed.server.url, "/auth/forgot-password", { email: `${ip}@example.fr` }, { "x-forwarded-for": ip });
      expect((await send("198.51.100.1")).status).toBe(200);
      expect((await send("198.51.100.2")).status).toBe(429);
    } finally {
      await bed.close();
    }
  });
});
