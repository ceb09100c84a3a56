import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { createTestBrowser } from "../../testing/http-client.js";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp-capture.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";

const password = "Sup3rSecret";

describe("browser sessions through tRPC", () => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("registers, signs the user in with an HttpOnly cookie and sends the verification mail", async () => {
    const browser = createTestBrowser(server.url);
    const registered = await browser.mutation("auth.register", {
      firstName: "Ana",
      lastName: "Durand",
      email: "Ana@Example.fr",
      password,
    });
    expect(registered.status).toBe(200);
    expect(registered.data).toEqual({ success: true });
    const cookie = browser.setCookies.find((each) => each.name === "session");
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: "Lax", path: "/" });
    expect(cookie?.attributes.secure).toBeUndefined();
    expect(cookie?.attributes["max-age"]).toBeUndefined();
    const me = await browser.query<{ email: string }>("auth.me");
    expect(me.data).toMatchObject({ email: "ana@example.fr", isEmailVerified: false, plan: "freemium", role: "user" });
    const mail = await smtp.waitForMail("ana@example.fr");
    expect(mail.subject).toContain("Vérifiez votre adresse e-mail");
    expect(mail.links.some((link) => link.startsWith(`${server.url}/congratulation?token=`))).toBe(true);
  });

  it("answers null for auth.me when signed out, never an error", async () => {
    const me = await createTestBrowser(server.url).query("auth.me");
    expect(me.status).toBe(200);
    expect(me.data).toBeNull();
  });

  it("registration of a known address answers as a new one does, opens no session, and mails the owner instead", async () => {
    const registration = (email: string) => ({ firstName: "Eve", lastName: "Bis", email, password: "Ev3Password" });
    await createTestBrowser(server.url).mutation("auth.register", { ...registration("owner@example.fr"), password });
    await smtp.waitForMail("owner@example.fr");
    const fresh = await createTestBrowser(server.url).mutation("auth.register", registration("new-one@example.fr"));
    const known = createTestBrowser(server.url);
    const again = await known.mutation("auth.register", registration("owner@example.fr"));
    // Nothing in the answer tells the two apart: no one learns which addresses have an account.
    expect({ status: again.status, data: again.data }).toEqual({ status: fresh.status, data: fresh.data });
    expect(again.status).toBe(200);
    expect(JSON.stringify(again)).not.toMatch(/email|exist|compte/i);
    expect((await known.query("auth.me")).data).toBeNull();

    // The owner is told, and their account is as it was: their password signs in, the newcomer's does not.
    const mail = await smtp.waitForMail("owner@example.fr");
    expect(mail.subject).toContain("Tentative d'inscription");
    expect(mail.text).toContain("Quelqu'un vient d'essayer de créer un compte");
    expect(mail.links.some((link) => link === `${server.url}/forgot-password`)).toBe(true);
    const login = (secret: string) =>
      createTestBrowser(server.url).mutation("auth.login", { email: "owner@example.fr", password: secret });
    expect((await login(password)).status).toBe(200);
    expect((await login("Ev3Password")).status).toBe(401);
  });

  it("names the field of the first validation problem with the catalogue's message", async () => {
    const bad = await createTestBrowser(server.url).mutation("auth.register", {
      firstName: "Ana",
      lastName: "Durand",
      email: "not-an-address",
      password,
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe(messages.forms.emailInvalid);
    expect(bad.error?.data.field).toBe("email");
  });

  it("logs in with a new session each time, answers the same for a wrong password and an unknown e-mail, and logs out", async () => {
    const browser = createTestBrowser(server.url);
    const first = await browser.mutation("auth.login", { email: "ana@example.fr", password, rememberMe: false });
    expect(first.status).toBe(200);
    const firstToken = browser.cookies.get("session");
    await browser.mutation("auth.login", { email: "ana@example.fr", password, rememberMe: false });
    expect(browser.cookies.get("session")).not.toBe(firstToken);

    const wrong = await createTestBrowser(server.url).mutation("auth.login", {
      email: "ana@example.fr",
      password: "Wrong1234",
    });
    const unknown = await createTestBrowser(server.url).mutation("auth.login", {
      email: "nobody@example.fr",
      password,
    });
    for (const result of [wrong, unknown]) {
      expect(result.status).toBe(401);
      expect(result.error?.message).toBe(messages.accounts.invalidCredentials);
    }

    const current = browser.cookies.get("session");
    const out = await browser.mutation("auth.logout");
    expect(out.data).toEqual({ success: true });
    expect(browser.cookies.has("session")).toBe(false);
    // The old cookie value no longer works either: the session is gone from the server.
    const replay = createTestBrowser(server.url);
    replay.cookies.set("session", current ?? "");
    expect((await replay.query("auth.me")).data).toBeNull();
    // Logging out here left the other session alone.
    const other = createTestBrowser(server.url);
    other.cookies.set("session", firstToken ?? "");
    expect((await other.query<{ email: string }>("auth.me")).data?.email).toBe("ana@example.fr");
  });

  it("gives a 30-day persistent cookie with remember-me", async () => {
    const browser = createTestBrowser(server.url);
    await browser.mutation("auth.login", { email: "ana@example.fr", password, rememberMe: true });
    const cookie = browser.setCookies.find((each) => each.name === "session");
    const maxAge = Number(cookie?.attributes["max-age"]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    const sessions = await browser.query<{ items: Array<{ persistent: boolean; current: boolean }> }>(
      "account.sessions",
    );
    expect(sessions.data?.items.find((each) => each.current)?.persistent).toBe(true);
  });

  it("extends a persistent session used in its second half and moves the cookie's Max-Age with it", async () => {
    const browser = createTestBrowser(server.url);
    await browser.mutation("auth.login", { email: "ana@example.fr", password, rememberMe: true });
    const inTenDays = Math.floor(Date.now() / 1000) + 10 * 24 * 3600;
    await server.database.db.updateTable("session").set({ expiresAt: inTenDays }).where("persistent", "=", 1).execute();
    browser.setCookies.length = 0;
    await browser.query("auth.me");
    const maxAge = Number(browser.setCookies.find((each) => each.name === "session")?.attributes["max-age"]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
  });

  it("refuses a protected procedure without a session with the catalogue's message", async () => {
    const result = await createTestBrowser(server.url).query("account.sessions");
    expect(result.status).toBe(401);
    expect(result.error?.message).toBe(messages.accounts.authenticationFailed);
  });
});
