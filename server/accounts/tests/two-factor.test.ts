import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson, type TestBrowser } from "../../testing/http-client.js";
import { type OidcProvider, startOidcProvider } from "../../testing/oidc-provider.js";
import { totpCodeAt } from "../totp.js";
import { CHALLENGE_LIFETIME_MS } from "../two-factor-sign-in.js";

const MINUTE = 60_000;
const STEP = 30_000;

interface Challenge {
  twoFactorRequired: true;
  challenge: string;
}

describe("TOTP two-factor authentication", () => {
  // At the start of a 30-second step, so that "the next step" is exactly STEP away.
  let clock = Math.floor(Date.now() / STEP) * STEP;
  let provider: OidcProvider;
  let bed: AuthTestbed;

  beforeAll(async () => {
    provider = await startOidcProvider();
    bed = await startAuthTestbed({ env: provider.env, services: { now: () => clock } });
  });
  afterAll(async () => {
    await bed.close();
    await provider.close();
  });

  /** The next mail to `email` with this subject start (the registration's verification mail comes first). */
  async function mailStartingWith(email: string, subject: string) {
    for (;;) {
      const mail = await bed.smtp.waitForMail(email);
      if (mail.subject.startsWith(subject)) return mail;
    }
  }

  /** Registers, turns two-factor on; returns the signed-in browser, the secret and the recovery codes. */
  async function enrolled(email: string) {
    const browser = await bed.register(email);
    const started = await browser.mutation<{ secret: string; uri: string }>("twoFactor.start");
    const secret = started.data?.secret ?? "";
    const confirmed = await browser.mutation<{ recoveryCodes: string[] }>("twoFactor.confirm", {
      code: await totpCodeAt(secret, clock),
    });
    expect(confirmed.status).toBe(200);
    clock += STEP; // the enrolment's code is spent: sign-ins use the next one
    return { browser, secret, recoveryCodes: confirmed.data?.recoveryCodes ?? [] };
  }

  async function firstStep(browser: TestBrowser, email: string): Promise<string> {
    const result = await browser.mutation<Challenge>("auth.login", { email, password: TEST_PASSWORD });
    expect(result.data?.twoFactorRequired).toBe(true);
    return result.data?.challenge ?? "";
  }

  it("enrols with a first code: QR data and secret, 10 recovery codes, the secret sealed at rest, a mail", async () => {
    const browser = await bed.register("enrol@example.fr");
    expect((await browser.query("twoFactor.status")).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const started = await browser.mutation<{ secret: string; uri: string }>("twoFactor.start");
    const secret = started.data?.secret ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.data?.uri).toMatch(/^otpauth:\/\/totp\/Novadis:enrol%40example\.fr\?/);
    expect(started.data?.uri).toContain(`secret=${secret}`);

    const wrong = await browser.mutation("twoFactor.confirm", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(messages.accounts.twoFactorCodeWrong);
    expect((await browser.query("twoFactor.status")).data).toMatchObject({ enabled: false });

    const confirmed = await browser.mutation<{ recoveryCodes: string[] }>("twoFactor.confirm", {
      code: await totpCodeAt(secret, clock),
    });
    const codes = confirmed.data?.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){5}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect((await browser.query("twoFactor.status")).data).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const db = bed.server.database.db;
    const stored = await db.selectFrom("twoFactor").selectAll().execute();
    expect(stored.map((row) => row.secretSealed).join()).not.toContain(secret);
    const hashes = await db.selectFrom("recoveryCode").select("codeHash").execute();
    expect(hashes.map((row) => row.codeHash).join()).not.toContain(codes[0]?.replaceAll("-", ""));
    await mailStartingWith("enrol@example.fr", "Double authentification activée");
    expect((await browser.mutation("twoFactor.start")).status).toBe(409);
  });

  it("signs in in two steps; a code is refused a second time in its window, the next step's code works", async () => {
    const { secret } = await enrolled("two-steps@example.fr");
    const browser = bed.browser();
    const challenge = await firstStep(browser, "two-steps@example.fr");
    expect(browser.cookies.has("session")).toBe(false);
    expect((await browser.query("auth.me")).data).toBeNull();

    const code = await totpCodeAt(secret, clock);
    const done = await browser.mutation("auth.loginTwoFactor", { challenge, code });
    expect(done.status).toBe(200);
    expect((await browser.query<{ email: string }>("auth.me")).data?.email).toBe("two-steps@example.fr");
    // The challenge is spent with the sign-in.
    expect((await browser.mutation("auth.loginTwoFactor", { challenge, code })).status).toBe(401);

    const replay = bed.browser();
    const again = await replay.mutation("auth.loginTwoFactor", {
      challenge: await firstStep(replay, "two-steps@example.fr"),
      code,
    });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(messages.accounts.twoFactorCodeWrong);

    // One step of drift either way is accepted; two are not.
    const ahead = bed.browser();
    const aheadChallenge = await firstStep(ahead, "two-steps@example.fr");
    const tooFar = await ahead.mutation("auth.loginTwoFactor", {
      challenge: aheadChallenge,
      code: await totpCodeAt(secret, clock + 2 * STEP),
    });
    expect(tooFar.status).toBe(400);
    const oneAhead = await ahead.mutation("auth.loginTwoFactor", {
      challenge: aheadChallenge,
      code: await totpCodeAt(secret, clock + STEP),
    });
    expect(oneAhead.status).toBe(200);
  });

  it("lets the second step wait 5 minutes, and only 5 wrong codes", async () => {
    const { secret } = await enrolled("patience@example.fr");
    const slow = bed.browser();
    const challenge = await firstStep(slow, "patience@example.fr");
    clock += CHALLENGE_LIFETIME_MS + 1;
    const late = await slow.mutation("auth.loginTwoFactor", { challenge, code: await totpCodeAt(secret, clock) });
    expect(late.status).toBe(401);
    expect(late.error?.message).toBe(messages.accounts.twoFactorChallengeExpired);

    const guesser = bed.browser();
    const guessed = await firstStep(guesser, "patience@example.fr");
    for (const guess of ["111111", "222222", "333333", "444444", "555555"]) {
      expect((await guesser.mutation("auth.loginTwoFactor", { challenge: guessed, code: guess })).status).toBe(400);
    }
    const right = await guesser.mutation("auth.loginTwoFactor", {
      challenge: guessed,
      code: await totpCodeAt(secret, clock),
    });
    expect(right.status).toBe(401);
  });

  it("accepts each recovery code once, whatever its case and dashes", async () => {
    const { recoveryCodes, browser: owner } = await enrolled("recovery@example.fr");
    const code = recoveryCodes[3] ?? "";
    const first = bed.browser();
    const used = await first.mutation("auth.loginTwoFactor", {
      challenge: await firstStep(first, "recovery@example.fr"),
      code: code.toLowerCase().replaceAll("-", " "),
    });
    expect(used.status).toBe(200);
    expect((await owner.query("twoFactor.status")).data).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    const second = bed.browser();
    const reused = await second.mutation("auth.loginTwoFactor", {
      challenge: await firstStep(second, "recovery@example.fr"),
      code,
    });
    expect(reused.status).toBe(400);
  });

  it("renews the recovery codes with a recent sign-in and a current code: the old ones stop working", async () => {
    const { browser, secret, recoveryCodes: old } = await enrolled("renew@example.fr");
    clock += 11 * MINUTE;
    const stale = await browser.mutation("twoFactor.renewRecoveryCodes", { code: await totpCodeAt(secret, clock) });
    expect(stale.status).toBe(412);
    expect((await browser.mutation("auth.reauthenticate", { password: TEST_PASSWORD })).status).toBe(200);
    expect((await browser.mutation("twoFactor.renewRecoveryCodes", { code: "123456" })).status).toBe(400);
    // A recovery code proves the account too (the phone may be the thing lost), and is spent by it.
    const renewed = await browser.mutation<{ recoveryCodes: string[] }>("twoFactor.renewRecoveryCodes", {
      code: old[0] ?? "",
    });
    expect(renewed.status).toBe(200);
    const fresh = renewed.data?.recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await browser.query("twoFactor.status")).data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    await mailStartingWith("renew@example.fr", "Nouveaux codes de récupération");

    const withOld = bed.browser();
    const refused = await withOld.mutation("auth.loginTwoFactor", {
      challenge: await firstStep(withOld, "renew@example.fr"),
      code: old[1] ?? "",
    });
    expect(refused.status).toBe(400);
    const withNew = bed.browser();
    const accepted = await withNew.mutation("auth.loginTwoFactor", {
      challenge: await firstStep(withNew, "renew@example.fr"),
      code: fresh[0] ?? "",
    });
    expect(accepted.status).toBe(200);
  });

  it("disables only with a recent sign-in and a current code, then signs in with the password alone", async () => {
    const { browser, secret } = await enrolled("disable@example.fr");
    clock += 11 * MINUTE;
    const stale = await browser.mutation("twoFactor.disable", { code: await totpCodeAt(secret, clock) });
    expect(stale.status).toBe(412);
    expect((await browser.mutation("auth.reauthenticate", { password: TEST_PASSWORD })).status).toBe(200);
    expect((await browser.mutation("twoFactor.disable", { code: "123456" })).status).toBe(400);
    expect((await browser.mutation("twoFactor.disable", { code: await totpCodeAt(secret, clock) })).status).toBe(200);
    expect((await browser.query("twoFactor.status")).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    await mailStartingWith("disable@example.fr", "Double authentification désactivée");

    const plain = await bed.browser().mutation<{ user: { email: string } }>("auth.login", {
      email: "disable@example.fr",
      password: TEST_PASSWORD,
    });
    expect(plain.data?.user.email).toBe("disable@example.fr");
  });

  it("REST: /auth/login answers a challenge and no token; /auth/login/2fa completes it with the code", async () => {
    const { secret } = await enrolled("rest-2fa@example.fr");
    const first = await postJson(bed.server.url, "/auth/login", {
      email: "rest-2fa@example.fr",
      password: TEST_PASSWORD,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, twoFactorRequired: true, challenge: expect.any(String) });
    const wrong = await postJson(bed.server.url, "/auth/login/2fa", {
      challenge: first.body.challenge,
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: messages.accounts.twoFactorCodeWrong });
    const second = await postJson(bed.server.url, "/auth/login/2fa", {
      challenge: first.body.challenge,
      code: await totpCodeAt(secret, clock),
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: true, user: { email: "rest-2fa@example.fr" } });
    const me = await fetch(`${bed.server.url}/auth/user`, {
      headers: { authorization: `Bearer ${second.body.token}` },
    });
    expect(me.status).toBe(200);
    const forged = await postJson(bed.server.url, "/auth/login/2fa", { challenge: "x".repeat(43), code: "123456" });
    expect(forged.status).toBe(401);
  });

  it("asks a Google sign-in of an account with two-factor on for its code as well", async () => {
    const { browser: owner, secret } = await enrolled("google-2fa@example.fr");
    // The owner proved the address: Google links to the account as it is, two-factor included (a never-verified
    // account would lose its creator's credentials instead: docs/0040-security-at-the-seams.md).
    await owner.mutation("auth.verifyEmail", {
      token: await bed.linkToken("google-2fa@example.fr", "/congratulation"),
    });
    // Linked through the verified address on the first Google sign-in.
    provider.setUser({ sub: "g-2fa", email: "google-2fa@example.fr", email_verified: true, given_name: "Ana" });
    const browser = bed.browser();
    const start = await browser.request("/auth/google?next=/dashboard");
    const fromProvider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    const done = await browser.request(callback.pathname + callback.search);
    expect(done.headers.get("location")).toBe("/login");
    expect((await browser.query("auth.me")).data).toBeNull();
    // The login screen's second step, as a browser without JavaScript posts it: the flash cookie carries
    // the challenge to the page, which puts it in the code form's hidden field.
    const flash = JSON.parse(Buffer.from(browser.cookies.get("form-flash") ?? "", "base64url").toString("utf8"));
    expect(flash).toMatchObject({ path: "/login", state: { form: "login-2fa", values: { next: "/dashboard" } } });
    const wrong = await browser.postForm("/login", { ...flash.state.values, _form: "login-2fa", code: "000000" });
    expect(wrong.status).toBe(400);
    const signedIn = await browser.postForm("/login", {
      ...flash.state.values,
      _form: "login-2fa",
      code: await totpCodeAt(secret, clock),
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    expect((await browser.query<{ email: string }>("auth.me")).data?.email).toBe("google-2fa@example.fr");
    expect((await owner.query("twoFactor.status")).data).toMatchObject({ enabled: true });
  });
});
