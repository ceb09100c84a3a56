import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";

const TEAM = "team@novadis.test";

describe("protection of the requests API", () => {
  let bed: AuthTestbed;
  let url: string;
  const contact = (email: string) => ({
    type: "contact",
    firstName: "Paul",
    lastName: "Roux",
    email,
    message: "Bonjour",
    consent: true,
  });
  const from = (ip: string) => ({ "x-forwarded-for": ip });

  beforeAll(async () => {
    bed = await startAuthTestbed({
      env: { LEADS_EMAIL: TEAM, RATE_LIMIT_FACTOR: "1" },
      services: {
        rateRules: {
          requestPerIp: { limit: 3, windowMs: 60_000 },
          requestPerEmail: { limit: 2, windowMs: 60_000 },
          priorityPerIp: { limit: 2, windowMs: 60_000 },
        },
      },
    });
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("accepts a submission whose honeypot is filled without storing or sending anything", async () => {
    const bot = await postJson(
      url,
      "/api/requests",
      { ...contact("bot@example.fr"), website: "https://spam.example" },
      from("198.51.100.1"),
    );
    expect(bot).toMatchObject({
      status: 201,
      body: { success: true, reference: expect.stringMatching(/^NOV-\d{4}-\d{5}$/) },
    });
    const db = bed.server.database.db;
    expect(await db.selectFrom("visitorRequest").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("mailOutbox").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("referenceCounter").selectAll().execute()).toEqual([]);
    // A real request right after goes through, and is the only mail the team gets.
    const person = await postJson(url, "/api/requests", contact("person@example.fr"), from("198.51.100.1"));
    expect(person.status).toBe(201);
    await bed.smtp.waitForMail(TEAM);
    expect(bed.smtp.messages.some((mail) => mail.to.includes("bot@example.fr"))).toBe(false);
  });

  it("limits requests per IP with 429 and Retry-After, in French, on REST and tRPC", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postJson>> | undefined;
    for (let index = 0; index < 4; index++) {
      last = await postJson(url, "/api/requests", contact(`ip${index}@example.fr`), from("203.0.113.7"));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const retryAfter = Number(last?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last?.body).toEqual({ success: false, message: messages.http.tooManyRequests(retryAfter) });
    const trpc = await bed.browser(from("203.0.113.7")).mutation("requests.submit", contact("trpc@example.fr"));
    expect(trpc.status).toBe(429);
    expect(trpc.headers.get("retry-after")).not.toBeNull();
    // Another client has its own budget.
    expect((await postJson(url, "/api/requests", contact("other@example.fr"), from("203.0.113.8"))).status).toBe(201);
  });

  it("limits requests per e-mail address, whatever the IP", async () => {
    const statuses = [];
    for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      statuses.push((await postJson(url, "/api/requests", contact("Same@Example.fr"), from(ip))).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("limits priority attempts per IP, so client keys cannot be guessed", async () => {
    const attempt = (clientKey: string) =>
      postJson(
        url,
        "/api/requests",
        { ...contact("guess@example.fr"), type: "priority", clientKey },
        from("192.0.2.50"),
      );
    expect((await attempt("NVD-0000-0000-0000-0001")).status).toBe(400);
    expect((await attempt("NVD-0000-0000-0000-0002")).status).toBe(400);
    const held = await attempt("NVD-0000-0000-0000-0003");
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).not.toBeNull();
  });

  it("refuses a cross-site request carrying a session cookie, on REST and tRPC", async () => {
    const browser = await bed.register("csrf@example.fr");
    const evil = { origin: "https://evil.example", "x-forwarded-for": "192.0.2.99" };
    const rest = await browser.request("/api/requests", {
      method: "POST",
      headers: { "content-type": "application/json", ...evil },
      body: JSON.stringify(contact("csrf@example.fr")),
    });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({ success: false, message: messages.http.crossOriginRefused });
    const trpc = await browser.mutation("requests.submit", contact("csrf@example.fr"), evil);
    expect(trpc.status).toBe(403);
  });

  it("answers 413 to an oversized body and 404 in JSON to an unknown API path", async () => {
    const big = await postJson(
      url,
      "/api/requests",
      { ...contact("big@example.fr"), message: "x".repeat(20_000) },
      from("192.0.2.70"),
    );
    expect(big.status).toBe(413);
    const unknown = await fetch(`${url}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false });
  });
});
