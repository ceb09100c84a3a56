import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SESSIONS_PER_USER } from "../../../src/shared/api-limits.js";
import { hashToken } from "../../platform/tokens.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson, type TestBrowser } from "../../testing/http-client.js";
import { totpCodeAt } from "../totp.js";

interface ApiSession {
  token: string;
  refreshToken: string;
}

/**
 * Ending a session ends its refresh tokens, whichever door ended it (server/accounts/session-endings.ts). Each
 * test holds an API client's login (a bearer token and its refresh token) and ends it some way; the refresh
 * token must then be refused, not trade itself for a fresh session.
 */
describe("ending a session ends its refresh tokens", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed();
  });
  afterAll(() => bed.close());

  const apiLogin = async (email: string, password = TEST_PASSWORD): Promise<ApiSession> => {
    const login = await postJson(bed.server.url, "/auth/login", { email, password });
    expect(login.status).toBe(200);
    return login.body as ApiSession;
  };
  const bearerStatus = async ({ token }: ApiSession) =>
    (await fetch(`${bed.server.url}/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status;
  const refreshStatus = async ({ refreshToken }: ApiSession) =>
    (await postJson(bed.server.url, "/auth/refresh-token", { refreshToken })).status;
  const bearerBrowser = ({ token }: ApiSession): TestBrowser => bed.browser({ authorization: `Bearer ${token}` });

  /** Both halves of the API login are dead: the access token and the refresh token. */
  async function expectEnded(api: ApiSession) {
    expect(await bearerStatus(api)).toBe(401);
    expect(await refreshStatus(api)).toBe(401);
  }

  it("revokeOtherSessions: the other device's refresh token is refused too", async () => {
    const here = await bed.register("others@example.fr");
    const api = await apiLogin("others@example.fr");
    const revoked = await here.mutation<{ revoked: number }>("account.revokeOtherSessions");
    expect(revoked.data?.revoked).toBe(1);
    await expectEnded(api);
    expect((await here.query("auth.me")).data).not.toBeNull();
  });

  it("revokeSession: ending one session by its id ends its refresh token, and leaves the other logins alone", async () => {
    const here = await bed.register("one@example.fr");
    const ended = await apiLogin("one@example.fr");
    const kept = await apiLogin("one@example.fr");
    const endedId = hashToken(ended.token);
    expect((await here.mutation("account.revokeSession", { sessionId: endedId })).status).toBe(200);
    await expectEnded(ended);
    expect(await refreshStatus(kept)).toBe(200);
  });

  it("logout with the bearer token alone (no refresh token in the body) ends the refresh token too", async () => {
    await bed.register("logout@example.fr");
    const api = await apiLogin("logout@example.fr");
    const out = await postJson(bed.server.url, "/auth/logout", {}, { authorization: `Bearer ${api.token}` });
    expect(out.status).toBe(200);
    await expectEnded(api);
  });

  it("changing the password ends the other logins' refresh tokens and keeps the caller's own login whole", async () => {
    await bed.register("password@example.fr");
    const other = await apiLogin("password@example.fr");
    const caller = await apiLogin("password@example.fr");
    const changed = await bearerBrowser(caller).mutation("account.changePassword", {
      currentPassword: TEST_PASSWORD,
      newPassword: "An0therSecret",
    });
    expect(changed.status).toBe(200);
    await expectEnded(other);
    expect(await bearerStatus(caller)).toBe(200);
    expect(await refreshStatus(caller)).toBe(200);
  });

  it("a password reset ends every refresh token", async () => {
    await bed.register("reset@example.fr");
    const api = await apiLogin("reset@example.fr");
    await bed.smtp.waitForMail("reset@example.fr"); // the registration's verification mail
    await postJson(bed.server.url, "/auth/forgot-password", { email: "reset@example.fr" });
    await bed.server.services.auth.resetsQueued();
    const token = await bed.linkToken("reset@example.fr", "/reset-password");
    expect((await postJson(bed.server.url, "/auth/reset-password", { token, password: "Brand5New" })).status).toBe(200);
    await expectEnded(api);
  });

  it("turning two-factor on ends every other session and its refresh token, and keeps the current one", async () => {
    const here = await bed.register("totp@example.fr");
    const api = await apiLogin("totp@example.fr");
    const started = await here.mutation<{ secret: string }>("twoFactor.start");
    const code = await totpCodeAt(started.data?.secret ?? "", Date.now());
    expect((await here.mutation("twoFactor.confirm", { code })).status).toBe(200);
    await expectEnded(api);
    expect((await here.query("auth.me")).data).not.toBeNull();
  });

  it("staff disabling the account ends every refresh token", async () => {
    const admin = await bed.register("admin@example.fr");
    await bed.server.database.db
      .updateTable("user")
      .set({ role: "admin" })
      .where("email", "=", "admin@example.fr")
      .execute();
    await bed.register("disabled@example.fr");
    const api = await apiLogin("disabled@example.fr");
    expect((await admin.mutation("admin.disable", { email: "disabled@example.fr" })).status).toBe(200);
    await expectEnded(api);
  });

  it("a session pushed out by the cap on sessions ends with its refresh token", async () => {
    await bed.register("cap@example.fr");
    const oldest = await apiLogin("cap@example.fr");
    const { db } = bed.server.database;
    const row = await db
      .selectFrom("session")
      .selectAll()
      .where("id", "=", hashToken(oldest.token))
      .executeTakeFirstOrThrow();
    // Newer sessions up to the cap, written directly: the next sign-in pushes the oldest out.
    await db
      .insertInto("session")
      .values(
        Array.from({ length: MAX_SESSIONS_PER_USER }, (_, index) => ({
          ...row,
          id: hashToken(`newer-session-${index}`),
          createdAt: Number(row.createdAt) + 1 + index,
        })),
      )
      .execute();
    await apiLogin("cap@example.fr");
    await expectEnded(oldest);
  });

  it("a session that merely expired keeps its refresh token: refreshing after the 24 hours is what it is for", async () => {
    await bed.register("expired@example.fr");
    const api = await apiLogin("expired@example.fr");
    await bed.server.database.db
      .updateTable("session")
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .where("id", "=", hashToken(api.token))
      .execute();
    expect(await bearerStatus(api)).toBe(401);
    expect(await refreshStatus(api)).toBe(200);
  });
});
