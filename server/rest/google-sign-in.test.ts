import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestbed, startAuthTestbed } from "../testing/auth-testbed.js";
import { postJson, type TestBrowser } from "../testing/http-client.js";
import { type OidcProvider, startOidcProvider } from "../testing/oidc-provider.js";

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

  it("links to an existing account when Google says the e-mail is verified", async () => {
    await bed.register("paul@example.fr");
    provider.setUser({ sub: "g-paul", email: "paul@example.fr", email_verified: true, given_name: "Paul" });
    const browser = bed.browser();
    expect(await signIn(browser)).toBe("/google-callback");
    const me = await browser.query<{ email: string; firstName: string; isEmailVerified: boolean }>("auth.me");
    // The existing account, not a new one: its name stays, and Google vouched for the address.
    expect(me.data).toMatchObject({ email: "paul@example.fr", firstName: "Ana", isEmailVerified: true });
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
