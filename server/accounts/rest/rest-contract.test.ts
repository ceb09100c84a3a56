import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";

/** One test per row of the README's "Auth REST contract" table: status codes and shapes as documented. */
describe("REST shim /auth/*", () => {
  let bed: AuthTestbed;
  let url: string;
  const userShape = {
    id: expect.any(String),
    email: expect.any(String),
    firstName: expect.any(String),
    lastName: expect.anything(),
    plan: "freemium",
    role: "user",
    isEmailVerified: expect.any(Boolean),
  };
  const signUp = (email: string) =>
    postJson(url, "/auth/register", { firstName: "Léa", lastName: "Martin", email, password: TEST_PASSWORD });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const getUser = (headers: Record<string, string>) => fetch(`${url}/auth/user`, { headers });

  beforeAll(async () => {
    bed = await startAuthTestbed();
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("POST /auth/register: 201 with tokens and user; 400 validation; 409 taken e-mail", async () => {
    const created = await signUp("lea@example.fr");
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { ...userShape, email: "lea@example.fr", firstName: "Léa", lastName: "Martin", isEmailVerified: false },
    });
    const invalid = await postJson(url, "/auth/register", {
      firstName: "Léa",
      lastName: "Martin",
      email: "x@y.fr",
      password: "short",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      success: false,
      message: messages.accounts.passwordTooShort,
      field: "password",
    });
    const taken = await signUp("LEA@example.fr");
    expect(taken.status).toBe(409);
    expect(taken.body.success).toBe(false);
    expect(taken.body.message.toLowerCase()).toContain("email");
  });

  it("POST /auth/login: 200 with tokens and user; 401 with the same message for a wrong password and an unknown e-mail", async () => {
    await signUp("login@example.fr");
    const ok = await postJson(url, "/auth/login", { email: "login@example.fr", password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: userShape,
    });
    for (const body of [
      { email: "login@example.fr", password: "Wrong1234" },
      { email: "ghost@example.fr", password: TEST_PASSWORD },
    ]) {
      const refused = await postJson(url, "/auth/login", body);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, message: "Invalid email or password" });
    }
  });

  it("some server messages are English on French screens: browsers read French, the REST contract its documented English", async () => {
    await signUp("bilingual@example.fr");
    const wrong = { email: "bilingual@example.fr", password: "Wrong1234" };
    expect((await postJson(url, "/auth/login", wrong)).body.message).toBe("Invalid email or password");
    const trpc = await bed.browser().mutation("auth.login", wrong);
    expect(trpc.error?.message).toBe("E-mail ou mot de passe incorrect.");

    const badEmail = { firstName: "Léa", lastName: "Martin", email: "pas-une-adresse", password: TEST_PASSWORD };
    expect((await bed.browser().mutation("auth.register", badEmail)).error?.message).toBe(
      "Saisissez une adresse e-mail valide.",
    );
    const short = await bed.browser().mutation("auth.register", { ...badEmail, email: "x@y.fr", password: "short" });
    expect(short.error?.message).toBe("Le mot de passe doit contenir au moins 8 caractères.");
    expect((await signUp("bilingual@example.fr")).body.message).toBe("An account with this email already exists");
  });

  it("POST /auth/refresh-token: 200 with a rotated pair; 401 for an unknown token", async () => {
    const { body } = await signUp("refresh@example.fr");
    const rotated = await postJson(url, "/auth/refresh-token", { refreshToken: body.refreshToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ success: true, token: expect.any(String), refreshToken: expect.any(String) });
    expect(rotated.body.refreshToken).not.toBe(body.refreshToken);
    expect(rotated.body.token).not.toBe(body.token);
    expect((await getUser(bearer(rotated.body.token))).status).toBe(200);
    const unknown = await postJson(url, "/auth/refresh-token", { refreshToken: "x".repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, message: messages.accounts.refreshFailed });
  });

  it("GET /auth/user: 200 {user} with a Bearer token or the session cookie; 401 {success:false, message} otherwise", async () => {
    const { body } = await signUp("user@example.fr");
    const withBearer = await getUser(bearer(body.token));
    expect(withBearer.status).toBe(200);
    expect(withBearer.headers.get("cache-control")).toBe("no-store");
    expect(await withBearer.json()).toEqual({ user: { ...userShape, email: "user@example.fr" } });
    const browser = await bed.register("cookie-user@example.fr");
    const withCookie = await browser.request("/auth/user");
    expect(withCookie.status).toBe(200);
    expect(((await withCookie.json()) as { user: { email: string } }).user.email).toBe("cookie-user@example.fr");
    const none = await getUser({});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ success: false, message: messages.accounts.noAccessToken });
    const bad = await getUser(bearer("not-a-real-token-at-all"));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ success: false, message: messages.accounts.authenticationFailed });
  });

  it("POST /auth/logout: 200 {success:true}; the session and the refresh token are revoked; always succeeds", async () => {
    const { body } = await signUp("logout@example.fr");
    const out = await postJson(url, "/auth/logout", { refreshToken: body.refreshToken }, bearer(body.token));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await getUser(bearer(body.token))).status).toBe(401);
    expect((await postJson(url, "/auth/refresh-token", { refreshToken: body.refreshToken })).status).toBe(401);
    const anonymous = await postJson(url, "/auth/logout", {});
    expect(anonymous).toMatchObject({ status: 200, body: { success: true } });
    const garbage = await postJson(url, "/auth/logout", { refreshToken: 42 });
    expect(garbage).toMatchObject({ status: 200, body: { success: true } });
  });

  it("POST /auth/forgot-password: 200 with the same message whether or not the address exists; 400 for a bad address", async () => {
    await signUp("forgot@example.fr");
    await bed.smtp.waitForMail("forgot@example.fr");
    const known = await postJson(url, "/auth/forgot-password", { email: "forgot@example.fr" });
    const unknown = await postJson(url, "/auth/forgot-password", { email: "nobody@example.fr" });
    expect(known).toMatchObject({ status: 200, body: { success: true, message: messages.accounts.forgotSent } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const mail = await bed.smtp.waitForMail("forgot@example.fr");
    expect(mail.subject).toContain("Réinitialisation");
    expect(bed.smtp.messages.some((each) => each.to.includes("nobody@example.fr"))).toBe(false);
    const bad = await postJson(url, "/auth/forgot-password", { email: "nope" });
    expect(bad).toMatchObject({ status: 400, body: { success: false, message: messages.forms.emailInvalid } });
  });

  it("POST /auth/reset-password: 200; every session of the user revoked; 400 for an invalid token", async () => {
    const { body } = await signUp("reset@example.fr");
    await bed.smtp.waitForMail("reset@example.fr");
    await postJson(url, "/auth/forgot-password", { email: "reset@example.fr" });
    const token = await bed.linkToken("reset@example.fr", "/reset-password");
    const done = await postJson(url, "/auth/reset-password", { token, password: "N3wPassword" });
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    expect((await getUser(bearer(body.token))).status).toBe(401);
    expect((await postJson(url, "/auth/login", { email: "reset@example.fr", password: "N3wPassword" })).status).toBe(
      200,
    );
    const again = await postJson(url, "/auth/reset-password", { token, password: "An0therOne" });
    expect(again).toMatchObject({ status: 400, body: { success: false, message: messages.accounts.resetFailed } });
  });

  it("POST /auth/verify-email: 200 with isEmailVerified true; 400 for an invalid token", async () => {
    await signUp("verify@example.fr");
    const token = await bed.linkToken("verify@example.fr", "/congratulation");
    const verified = await postJson(url, "/auth/verify-email", { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      user: { ...userShape, email: "verify@example.fr", isEmailVerified: true },
    });
    const reused = await postJson(url, "/auth/verify-email", { token });
    expect(reused).toMatchObject({
      status: 400,
      body: { success: false, message: messages.accounts.verifyLinkInvalid },
    });
  });

  it("GET /auth/google: 503 with a clear message when Google sign-in is not configured", async () => {
    const response = await fetch(`${url}/auth/google?next=/dashboard`, { redirect: "manual" });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: messages.accounts.googleUnavailable });
  });
  it("wrong method on a known path: 405 with Allow in the JSON error shape; unknown path: 404 in JSON", async () => {
    for (const [method, path, allow] of [
      ["GET", "/auth/login", "POST"],
      ["DELETE", "/auth/user", "GET, HEAD"],
      ["PUT", "/auth/google/callback", "GET, HEAD"],
      ["GET", "/api/requests", "POST"],
    ] as const) {
      const response = await fetch(`${url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(await response.json()).toEqual({
        success: false,
        message: messages.http.methodNotAllowed(method, allow.split(", ")),
      });
    }
    for (const path of ["/auth/nothing-here", "/api/nothing-here"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: messages.http.apiNotFound });
    }
  });
});
