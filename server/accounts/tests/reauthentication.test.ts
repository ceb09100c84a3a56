import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson, type TestBrowser } from "../../testing/http-client.js";
import { type OidcProvider, startOidcProvider } from "../../testing/oidc-provider.js";

const MINUTE = 60_000;

describe("re-authentication before sensitive actions (sudo mode)", () => {
  let clock = Date.UTC(2026, 10, 24, 9, 0);
  let provider: OidcProvider;
  let bed: AuthTestbed;

  beforeAll(async () => {
    provider = await startOidcProvider();
    bed = await startAuthTestbed({
      // The real limits: the guessing test counts on them.
      env: { ...provider.env, RATE_LIMIT_FACTOR: "1" },
      services: { now: () => clock },
    });
  });
  afterAll(async () => {
    await bed.close();
    await provider.close();
  });

  const newPassword = { currentPassword: TEST_PASSWORD, newPassword: "An0therSecret" };

  const expectReauthenticationRequired = (result: {
    status: number;
    error?: { message: string; data: { code: string } };
  }) => {
    expect(result.status).toBe(412);
    expect(result.error?.data.code).toBe("PRECONDITION_FAILED");
    expect(result.error?.message).toBe(messages.accounts.reauthenticationRequired);
  };

  it("lets a fresh sign-in change the password, refuses it 11 minutes later until the password is given again", async () => {
    const browser = await bed.register("sudo@example.fr");
    clock += 9 * MINUTE;
    expect((await browser.mutation("account.changePassword", newPassword)).status).toBe(200);

    clock += 11 * MINUTE;
    const late = await browser.mutation("account.changePassword", {
      currentPassword: newPassword.newPassword,
      newPassword: TEST_PASSWORD,
    });
    expectReauthenticationRequired(late);
    expectReauthenticationRequired(
      await browser.mutation("account.deleteAccount", { confirmEmail: "sudo@example.fr" }),
    );

    const wrong = await browser.mutation("auth.reauthenticate", { password: TEST_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(messages.accounts.reauthenticationPasswordWrong);
    expect(wrong.error?.data.field).toBe("password");
    expectReauthenticationRequired(
      await browser.mutation("account.deleteAccount", { confirmEmail: "sudo@example.fr" }),
    );

    expect((await browser.mutation("auth.reauthenticate", { password: newPassword.newPassword })).status).toBe(200);
    const deleted = await browser.mutation("account.deleteAccount", { confirmEmail: "sudo@example.fr" });
    expect(deleted.status).toBe(200);
  });

  it("counts from each session's own sign-in: another device's sign-in does not unlock this one", async () => {
    const old = await bed.register("two-devices@example.fr");
    clock += 11 * MINUTE;
    const fresh = bed.browser();
    await fresh.mutation("auth.login", { email: "two-devices@example.fr", password: TEST_PASSWORD, rememberMe: false });
    expectReauthenticationRequired(await old.mutation("account.changePassword", newPassword));
    expect((await fresh.mutation("account.changePassword", newPassword)).status).toBe(200);
  });

  it("does not restart the clock when an API client rotates its refresh token", async () => {
    await bed.register("api-sudo@example.fr");
    const login = await postJson(bed.server.url, "/auth/login", {
      email: "api-sudo@example.fr",
      password: TEST_PASSWORD,
    });
    clock += 11 * MINUTE;
    const refreshed = await postJson(bed.server.url, "/auth/refresh-token", { refreshToken: login.body.refreshToken });
    expect(refreshed.status).toBe(200);
    const client = bed.browser({ authorization: `Bearer ${refreshed.body.token}` });
    expectReauthenticationRequired(await client.mutation("account.changePassword", newPassword));
  });

  it("refuses the re-authentication's password after too many wrong guesses", async () => {
    const browser = await bed.register("guesser@example.fr");
    let last = 0;
    for (let attempt = 0; attempt < 12 && last !== 429; attempt++) {
      last = (await browser.mutation("auth.reauthenticate", { password: `wrong-${attempt}` })).status;
    }
    expect(last).toBe(429);
    expect((await browser.mutation("auth.reauthenticate", { password: TEST_PASSWORD })).status).toBe(429);
  });

  /** Our redirect → provider → our callback, for a re-authentication; returns where the callback sends the browser. */
  async function reauthenticateWithGoogle(browser: TestBrowser): Promise<string> {
    const start = await browser.request("/auth/google?next=/dashboard&purpose=reauthenticate");
    const fromProvider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    const done = await browser.request(callback.pathname + callback.search);
    expect(done.status).toBe(302);
    return done.headers.get("location") ?? "";
  }

  it("lets an account without a password re-authenticate with its own Google account, not another one", async () => {
    provider.setUser({ sub: "g-sudo", email: "google-sudo@example.fr", email_verified: true, given_name: "Léa" });
    const browser = bed.browser();
    const signIn = await browser.request("/auth/google?next=/dashboard");
    const fromProvider = await fetch(signIn.headers.get("location") ?? "", { redirect: "manual" });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    await browser.request(callback.pathname + callback.search);
    expect((await browser.query("auth.reauthenticationMethods")).data).toEqual({
      password: false,
      google: true,
      passkey: false,
    });
    clock += 11 * MINUTE;
    const deletion = { confirmEmail: "google-sudo@example.fr" };
    expectReauthenticationRequired(await browser.mutation("account.deleteAccount", deletion));

    provider.setUser({ sub: "g-someone-else", email: "other@example.fr", email_verified: true, given_name: "Max" });
    expect(await reauthenticateWithGoogle(browser)).toBe("/google-callback?error=google");
    expectReauthenticationRequired(await browser.mutation("account.deleteAccount", deletion));

    provider.setUser({ sub: "g-sudo", email: "google-sudo@example.fr", email_verified: true, given_name: "Léa" });
    expect(await reauthenticateWithGoogle(browser)).toBe("/dashboard");
    expect((await browser.mutation("account.deleteAccount", deletion)).status).toBe(200);
  });
});
