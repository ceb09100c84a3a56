import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { readPage } from "../../testing/html-page.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { type OidcProvider, type ProviderUser, startOidcProvider } from "../../testing/oidc-provider.js";
import { sourcePages } from "../../testing/source-pages.js";

interface Methods {
  password: boolean;
  google: { email: string; linkedAt: number } | null;
  passkeys: number;
}

describe("sign-in methods: password and Google, against a local OpenID provider", () => {
  let provider: OidcProvider;
  let bed: AuthTestbed;
  /** Moved forward past the re-authentication window by the tests that need it. */
  let clockOffset = 0;

  beforeAll(async () => {
    provider = await startOidcProvider();
    bed = await startAuthTestbed({
      env: provider.env,
      pages: sourcePages(),
      services: { now: () => Date.now() + clockOffset },
    });
  });
  afterAll(async () => {
    await bed.close();
    await provider.close();
  });

  /** Follows a Google flow from `start` through the provider to our callback; returns the callback's answer. */
  async function throughProvider(browser: TestBrowser, start: string, user: ProviderUser) {
    provider.setUser(user);
    const started = await browser.request(start);
    expect(started.status).toBe(302);
    const fromProvider = await fetch(started.headers.get("location") ?? "", { redirect: "manual" });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    return browser.request(callback.pathname + callback.search);
  }

  /** What the account page will say after the redirect: it travels in the flash cookie (form-flash.ts). */
  function flashAlert(browser: TestBrowser) {
    const raw = browser.cookies.get("form-flash") ?? "";
    const flash = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as {
      path: string;
      state: { form: string; alert?: { message: string } };
    };
    return { path: flash.path, form: flash.state.form, message: flash.state.alert?.message };
  }

  const methods = async (browser: TestBrowser) => (await browser.query<Methods>("identity.signInMethods")).data;

  async function signedIn(email: string) {
    const browser = await bed.register(email);
    await bed.smtp.waitForMail(email);
    return browser;
  }

  it("links Google to a password account (another address is fine), then signs in with it, and tells the owner", async () => {
    const browser = await signedIn("sam@example.fr");
    expect(await methods(browser)).toEqual({ password: true, google: null, passkeys: 0 });
    const gmail = { sub: "g-sam", email: "sam.perso@gmail.example", email_verified: true, given_name: "Sam" };
    const done = await throughProvider(browser, "/auth/google/link", gmail);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/dashboard");
    expect(flashAlert(browser).message).toBe(messages.identity.googleLinked);
    expect(await methods(browser)).toMatchObject({ password: true, google: { email: "sam.perso@gmail.example" } });
    expect((await bed.smtp.waitForMail("sam@example.fr")).subject).toContain("Un compte Google a été associé");

    const elsewhere = bed.browser();
    await throughProvider(elsewhere, "/auth/google?next=/dashboard", gmail);
    const me = await elsewhere.query<{ email: string }>("auth.me");
    expect(me.data?.email).toBe("sam@example.fr");
  });

  it("linking Google needs a recent sign-in, at the start and at the callback; the account page asks to confirm", async () => {
    const browser = await signedIn("stale-link@example.fr");
    const { id } = await bed.server.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "stale-link@example.fr")
      .executeTakeFirstOrThrow();
    const links = () =>
      bed.server.database.db.selectFrom("oauthAccount").select("subject").where("userId", "=", id).execute();
    const gmail = { sub: "g-stale", email: "stale.perso@gmail.example", email_verified: true };
    provider.setUser(gmail);

    // Signed in 11 minutes ago: no trip to Google, the account page asks who is there.
    clockOffset += 11 * 60_000;
    const refused = await browser.request("/auth/google/link");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/dashboard");
    expect(flashAlert(browser).message).toBe(messages.accounts.reauthenticationRequired);
    const page = readPage(await (await browser.request("/dashboard")).text());
    expect(page.text).toContain(messages.accounts.reauthenticationRequired);
    expect(page.text).toContain("Confirmez votre identité");

    // Confirmed, the flow starts; 11 minutes at Google and the callback, which links, refuses in turn.
    expect((await browser.mutation("auth.reauthenticate", { password: TEST_PASSWORD })).status).toBe(200);
    const started = await browser.request("/auth/google/link");
    const fromProvider = await fetch(started.headers.get("location") ?? "", { redirect: "manual" });
    clockOffset += 11 * 60_000;
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    const late = await browser.request(callback.pathname + callback.search);
    expect(late.headers.get("location")).toBe("/dashboard");
    expect(flashAlert(browser).message).toBe(messages.accounts.reauthenticationRequired);
    expect(await links()).toEqual([]);

    // A fresh proof, the whole flow within the window: linked.
    expect((await browser.mutation("auth.reauthenticate", { password: TEST_PASSWORD })).status).toBe(200);
    await throughProvider(browser, "/auth/google/link", gmail);
    expect(flashAlert(browser).message).toBe(messages.identity.googleLinked);
    expect(await links()).toEqual([{ subject: "g-stale" }]);
  });

  it("refuses a Google identity already linked to another account", async () => {
    const owner = await signedIn("tom@example.fr");
    const identity = { sub: "g-tom", email: "tom@gmail.example", email_verified: true };
    await throughProvider(owner, "/auth/google/link", identity);
    const other = await signedIn("ugo@example.fr");
    const refused = await throughProvider(other, "/auth/google/link", identity);
    expect(refused.headers.get("location")).toBe("/dashboard");
    expect(flashAlert(other)).toEqual({
      path: "/dashboard",
      form: "sign-in-methods",
      message: messages.identity.googleLinkedElsewhere,
    });
    expect((await methods(other))?.google).toBeNull();
  });

  it("links only to the user who started: a sign-in as someone else in between makes the callback refuse", async () => {
    const first = await signedIn("vera@example.fr");
    await signedIn("walt@example.fr");
    provider.setUser({ sub: "g-vera", email: "vera@gmail.example", email_verified: true });
    const started = await first.request("/auth/google/link");
    const fromProvider = await fetch(started.headers.get("location") ?? "", { redirect: "manual" });
    // The same browser (its pending cookie kept) is now signed in as another account.
    await first.mutation("auth.login", { email: "walt@example.fr", password: TEST_PASSWORD, rememberMe: false });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    await first.request(callback.pathname + callback.search);
    expect(flashAlert(first).message).toBe(messages.identity.googleLinkFailed);
    expect((await methods(first))?.google).toBeNull();
    const vera = bed.browser();
    await vera.mutation("auth.login", { email: "vera@example.fr", password: TEST_PASSWORD, rememberMe: false });
    expect((await methods(vera))?.google).toBeNull();
  });

  it("never removes the last method: a Google-only account cannot unlink, sets a password, then can", async () => {
    const browser = bed.browser();
    const google = { sub: "g-yann", email: "yann@gmail.example", email_verified: true, given_name: "Yann" };
    await throughProvider(browser, "/auth/google?next=/dashboard", google);
    expect(await methods(browser)).toMatchObject({ password: false, google: { email: "yann@gmail.example" } });

    const last = await browser.mutation("identity.unlinkGoogle");
    expect(last.status).toBe(409);
    expect(last.error?.message).toBe(messages.identity.lastMethod);
    expect((await methods(browser))?.google).not.toBeNull();
    // The HTML form (no JavaScript) says the same and leaves the link in place.
    expect((await browser.postForm("/dashboard", { _form: "unlink-google" })).status).toBe(409);

    const set = await browser.mutation("identity.setPassword", { newPassword: "N0uveauSecret" });
    expect(set.status).toBe(200);
    expect((await bed.smtp.waitForMail("yann@gmail.example")).subject).toContain("Un mot de passe a été défini");
    const twice = await browser.mutation("identity.setPassword", { newPassword: "Aut1eSecret" });
    expect(twice.error?.message).toBe(messages.identity.passwordAlreadySet);

    const unlinked = await browser.mutation("identity.unlinkGoogle");
    expect(unlinked.status).toBe(200);
    expect(await methods(browser)).toEqual({ password: true, google: null, passkeys: 0 });
    expect((await bed.smtp.waitForMail("yann@gmail.example")).subject).toContain("retiré");
    const withPassword = bed.browser();
    const login = await withPassword.mutation("auth.login", {
      email: "yann@gmail.example",
      password: "N0uveauSecret",
      rememberMe: false,
    });
    expect(login.status).toBe(200);
    expect((await browser.mutation("identity.unlinkGoogle")).error?.message).toBe(messages.identity.googleNotLinked);
  });

  it("sends a visitor who is not signed in to the login page instead of linking", async () => {
    const visitor = bed.browser();
    const answer = await visitor.request("/auth/google/link");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/login?next=%2Fdashboard");
  });
});
