import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "../../../src/shared/french-typography.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson, type TestBrowser } from "../../testing/http-client.js";
import { type OidcProvider, startOidcProvider } from "../../testing/oidc-provider.js";
import { totpCodeAt } from "../totp.js";

describe("Google sign-in against a local OpenID provider", () => {
  let provider: OidcProvider;
  let bed: AuthTestbed;

  beforeAll(async () => {
    provider = await startOidcProvider();
    bed = await startAuthTestbed({ env: provider.env });
  });
  afterAll(async () => {
    await bed.close();
    await provider.close();
  });

  /** Follows the browser's path: our redirect → provider → our callback; returns where the callback sends it. */
  async function signIn(browser: TestBrowser, tamper?: (callbackUrl: URL) => void): Promise<string> {
    const start = await browser.request("/auth/google?next=/dashboard");
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location") ?? "");
    expect(authorize.origin).toBe(new URL(provider.issuerUrl).origin);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    const fromProvider = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    tamper?.(callback);
    const done = await browser.request(callback.pathname + callback.search);
    expect(done.status).toBe(302);
    return done.headers.get("location") ?? "";
  }

  /** The next mail to `address` whose subject says `about` (the ones before it are passed over). */
  async function mailAbout(address: string, about: string) {
    for (;;) {
      const mail = await bed.smtp.waitForMail(address);
      if (mail.subject.includes(about)) return mail;
    }
  }

  it("creates a verified account for a new Google user, signs them in and redirects without a token in the URL", async () => {
    provider.setUser({
      sub: "g-new",
      email: "Nina@Gmail.example",
      email_verified: true,
      given_name: "Nina",
      family_name: "Moreau",
    });
    const browser = bed.browser();
    const location = await signIn(browser);
    expect(location).toBe("/google-callback");
    const me = await browser.query("auth.me");
    expect(me.data).toMatchObject({
      email: "nina@gmail.example",
      firstName: "Nina",
      lastName: "Moreau",
      isEmailVerified: true,
    });
    const exported = await browser.query<{ googleAccount: { subject: string } | null }>("account.exportData");
    expect(exported.data?.googleAccount?.subject).toBe("g-new");
  });

  it("signs a returning Google user into the same account", async () => {
    provider.setUser({ sub: "g-new", email: "nina@gmail.example", email_verified: true, given_name: "Nina" });
    const first = bed.browser();
    await signIn(first);
    const again = bed.browser();
    expect(await signIn(again)).toBe("/google-callback");
    const a = await first.query<{ id: string }>("auth.me");
    const b = await again.query<{ id: string }>("auth.me");
    expect(b.data?.id).toBe(a.data?.id);
    expect(
      await bed.server.database.db.selectFrom("user").select("id").where("email", "=", "nina@gmail.example").execute(),
    ).toHaveLength(1);
  });

  it("links to an existing verified account when Google says the e-mail is verified; its password stays", async () => {
    const owner = await bed.register("paul@example.fr");
    await owner.mutation("auth.verifyEmail", { token: await bed.linkToken("paul@example.fr", "/congratulation") });
    provider.setUser({ sub: "g-paul", email: "paul@example.fr", email_verified: true, given_name: "Paul" });
    const browser = bed.browser();
    expect(await signIn(browser)).toBe("/google-callback");
    const me = await browser.query<{ email: string; firstName: string; isEmailVerified: boolean }>("auth.me");
    // The existing account, not a new one: its name stays, and Google vouched for the address.
    expect(me.data).toMatchObject({ email: "paul@example.fr", firstName: "Ana", isEmailVerified: true });
    // The address was proved by its mailbox: nothing of the account is suspect, its sessions and password stay.
    expect((await owner.query<{ id: string }>("auth.me")).data?.id).toBe(
      (await browser.query<{ id: string }>("auth.me")).data?.id,
    );
    expect(
      (await postJson(bed.server.url, "/auth/login", { email: "paul@example.fr", password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it("pre-account hijacking: Google claiming an unverified account drops its creator's password, sessions, tokens and 2FA, and tells the owner", async () => {
    const victim = "victime@example.fr";
    // The attacker registers the victim's address with a password of theirs and never verifies it; they
    // keep a browser session, an API session with its refresh token, and turn two-factor on.
    const attacker = await bed.register(victim, "Att4ckerPass");
    const registered = await attacker.query<{ id: string; isEmailVerified: boolean }>("auth.me");
    expect(registered.data?.isEmailVerified).toBe(false);
    const api = await postJson(bed.server.url, "/auth/login", { email: victim, password: "Att4ckerPass" });
    expect(api.status).toBe(200);
    const { data: started } = await attacker.mutation<{ secret: string }>("twoFactor.start");
    const confirmed = await attacker.mutation("twoFactor.confirm", {
      code: await totpCodeAt(started?.secret ?? "", Date.now()),
    });
    expect(confirmed.status).toBe(200);
    const keyBefore = await bed.server.database.db
      .selectFrom("user")
      .select("clientKey")
      .where("id", "=", registered.data?.id ?? "")
      .executeTakeFirstOrThrow();

    // The owner signs in with Google, which vouches for the address: no second factor the attacker set is asked.
    provider.setUser({ sub: "g-victim", email: victim, email_verified: true, given_name: "Valérie" });
    const owner = bed.browser();
    expect(await signIn(owner)).toBe("/google-callback");
    const me = await owner.query<{ id: string; isEmailVerified: boolean }>("auth.me");
    expect(me.data).toMatchObject({ id: registered.data?.id, isEmailVerified: true });

    // The attacker's password no longer signs in, at either door; their sessions and refresh token are dead.
    expect((await postJson(bed.server.url, "/auth/login", { email: victim, password: "Att4ckerPass" })).status).toBe(
      401,
    );
    const trpcLogin = await bed
      .browser()
      .mutation("auth.login", { email: victim, password: "Att4ckerPass", rememberMe: false });
    expect(trpcLogin.status).toBe(401);
    expect((await attacker.query("auth.me")).data).toBeNull();
    const bearer = bed.browser({ authorization: `Bearer ${api.body.token}` });
    expect((await bearer.query("auth.me")).data).toBeNull();
    expect(
      (await postJson(bed.server.url, "/auth/refresh-token", { refreshToken: api.body.refreshToken })).status,
    ).toBe(401);

    const methods = await owner.query<{ password: boolean; google: { email: string } | null; passkeys: number }>(
      "identity.signInMethods",
    );
    expect(methods.data).toMatchObject({ password: false, google: { email: victim }, passkeys: 0 });
    expect((await owner.query("twoFactor.status")).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const keyAfter = await bed.server.database.db
      .selectFrom("user")
      .select("clientKey")
      .where("id", "=", registered.data?.id ?? "")
      .executeTakeFirstOrThrow();
    expect(keyAfter.clientKey).not.toBe(keyBefore.clientKey);

    const told = await mailAbout(victim, "protégé par Google");
    expect(told.text).toContain("Bonjour Valérie,");
    expect(told.text).toContain("son mot de passe a pu être choisi par quelqu'un d'autre");
    expect(told.text).toContain(frenchTypography("Mot de passe oublié ?"));
  });

  it("refuses to link an existing account when Google has not verified the e-mail", async () => {
    await bed.register("zoe@example.fr");
    provider.setUser({ sub: "g-zoe", email: "zoe@example.fr", email_verified: false, given_name: "Zoé" });
    const browser = bed.browser();
    expect(await signIn(browser)).toBe("/google-callback?error=google");
    expect((await browser.query("auth.me")).data).toBeNull();
    const links = await bed.server.database.db
      .selectFrom("oauthAccount")
      .selectAll()
      .where("subject", "=", "g-zoe")
      .execute();
    expect(links).toEqual([]);
  });

  it("refuses a callback whose state does not match the one sent", async () => {
    provider.setUser({ sub: "g-state", email: "state@example.fr", email_verified: true, given_name: "Sam" });
    const browser = bed.browser();
    const location = await signIn(browser, (callback) => callback.searchParams.set("state", "forged-state"));
    expect(location).toBe("/google-callback?error=google");
    expect((await browser.query("auth.me")).data).toBeNull();
  });

  it("refuses an ID token whose nonce is not the one sent", async () => {
    provider.setUser({ sub: "g-nonce", email: "nonce@example.fr", email_verified: true, given_name: "Noé" });
    provider.tamperNextNonce();
    const browser = bed.browser();
    expect(await signIn(browser)).toBe("/google-callback?error=google");
    expect((await browser.query("auth.me")).data).toBeNull();
  });

  it("refuses a callback with no sign-in in progress (no state cookie)", async () => {
    const response = await bed.browser().request("/auth/google/callback?code=abc&state=def");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/google-callback?error=google");
  });

  it("tells the UI that Google sign-in is available, and lets a Google-only account log in by password only after a reset", async () => {
    const features = await bed.browser().query<{ googleSignIn: boolean }>("site.features");
    expect(features.data?.googleSignIn).toBe(true);
    provider.setUser({ sub: "g-only", email: "gonly@example.fr", email_verified: true, given_name: "Gaël" });
    const browser = bed.browser();
    await signIn(browser);
    const change = await browser.mutation("account.changePassword", {
      currentPassword: "whatever",
      newPassword: "N3wPassword",
    });
    expect(change.status).toBe(400);
    const login = await postJson(bed.server.url, "/auth/login", { email: "gonly@example.fr", password: "N3wPassword" });
    expect(login.status).toBe(401);
  });
});
