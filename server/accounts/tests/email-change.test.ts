import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailChangeCancelPath, emailChangePath } from "../../../src/accounts/shared/identity-schemas.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { EMAIL_CHANGE_CANCEL_LIFETIME_MS, EMAIL_CHANGE_LINK_LIFETIME_MS } from "../email-change.js";

interface Me {
  id: string;
  email: string;
  isEmailVerified: boolean;
}

describe("change of e-mail address", () => {
  let bed: AuthTestbed;
  /** The services' clock: a test moves it past a link's lifetime. */
  let clockOffset = 0;

  beforeAll(async () => {
    bed = await startAuthTestbed({ services: { now: () => Date.now() + clockOffset } });
  });
  afterAll(() => bed.close());

  /** A registered account, its verification mail already read, signed in. */
  async function account(email: string): Promise<TestBrowser> {
    const browser = await bed.register(email);
    await bed.smtp.waitForMail(email);
    return browser;
  }

  async function askChange(browser: TestBrowser, from: string, to: string) {
    const asked = await browser.mutation<{ sentTo: string }>("identity.requestEmailChange", { newEmail: to });
    expect(asked.status).toBe(200);
    const verifyToken = await bed.linkToken(to, emailChangePath);
    const cancelToken = await bed.linkToken(from, emailChangeCancelPath);
    return { verifyToken, cancelToken };
  }

  const me = async (browser: TestBrowser) => (await browser.query<Me | null>("auth.me")).data;

  it("changes the address only once the new one is verified, keeps the session and tells the old address", async () => {
    const browser = await account("lea@example.fr");
    const { verifyToken } = await askChange(browser, "lea@example.fr", "Lea.Nouvelle@Example.FR");
    // Asked, not done: the account keeps its address and still signs in with it.
    expect((await me(browser))?.email).toBe("lea@example.fr");
    expect((await browser.query("identity.pendingEmailChange")).data).toMatchObject({
      newEmail: "lea.nouvelle@example.fr",
    });
    const stranger = bed.browser();
    const login = await stranger.mutation("auth.login", {
      email: "lea@example.fr",
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    expect(login.status).toBe(200);

    // The link's page shows the address; only the button's POST changes it (mail scanners open links).
    const shown = await bed.browser().query("identity.emailChangeLink", { token: verifyToken });
    expect(shown.data).toEqual({ newEmail: "lea.nouvelle@example.fr" });
    expect((await me(browser))?.email).toBe("lea@example.fr");
    const confirmed = await bed.browser().postForm(emailChangePath, { _form: "email-change", token: verifyToken });
    expect(confirmed.status).toBe(303);

    expect(await me(browser)).toMatchObject({ email: "lea.nouvelle@example.fr", isEmailVerified: true });
    expect((await me(stranger))?.email).toBe("lea.nouvelle@example.fr");
    const changedNotice = await bed.smtp.waitForMail("lea@example.fr");
    expect(changedNotice.subject).toContain("a été modifiée");
    expect(changedNotice.text).toContain("lea.nouvelle@example.fr");

    // Single use.
    const again = await bed.browser().mutation("identity.confirmEmailChange", { token: verifyToken });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(messages.identity.emailChangeLinkInvalid);
  });

  it("cancel link from the old address: keeps it, drops the pending change and ends the other sessions", async () => {
    const browser = await account("marc@example.fr");
    const { verifyToken, cancelToken } = await askChange(browser, "marc@example.fr", "marc.pirate@example.fr");
    const notice = bed.smtp.messages.find(
      (mail) => mail.to.includes("marc@example.fr") && mail.subject.includes("Demande"),
    );
    expect(notice?.text).toContain("marc.pirate@example.fr");

    const shown = await bed.browser().query("identity.emailChangeCancellation", { token: cancelToken });
    expect(shown.data).toEqual({ email: "marc@example.fr", newEmail: "marc.pirate@example.fr" });
    const cancelled = await bed.browser().postForm(emailChangeCancelPath, {
      _form: "email-change-cancel",
      token: cancelToken,
    });
    expect(cancelled.status).toBe(303);

    expect(await me(browser)).toBeNull();
    const verify = await bed.browser().mutation("identity.confirmEmailChange", { token: verifyToken });
    expect(verify.status).toBe(400);
    const owner = bed.browser();
    await owner.mutation("auth.login", { email: "marc@example.fr", password: TEST_PASSWORD, rememberMe: false });
    expect((await me(owner))?.email).toBe("marc@example.fr");
    const reused = await bed.browser().mutation("identity.cancelEmailChange", { token: cancelToken });
    expect(reused.error?.message).toBe(messages.identity.cancelLinkInvalid);
  });

  it("cancel link after an intruder confirmed: the account gets its old address back; the owner's own session stays", async () => {
    const owner = await account("nora@example.fr");
    const intruder = bed.browser();
    await intruder.mutation("auth.login", { email: "nora@example.fr", password: TEST_PASSWORD, rememberMe: false });
    const { verifyToken, cancelToken } = await askChange(intruder, "nora@example.fr", "nora.intrus@example.fr");
    await intruder.mutation("identity.confirmEmailChange", { token: verifyToken });
    expect((await me(owner))?.email).toBe("nora.intrus@example.fr");

    const undone = await owner.mutation<{ email: string }>("identity.cancelEmailChange", { token: cancelToken });
    expect(undone.data).toEqual({ email: "nora@example.fr" });
    expect((await me(owner))?.email).toBe("nora@example.fr");
    expect(await me(intruder)).toBeNull();
  });

  it("refuses an address another account has, at the request and when it was taken meanwhile", async () => {
    const browser = await account("olga@example.fr");
    await account("pris@example.fr");
    const taken = await browser.mutation("identity.requestEmailChange", { newEmail: "PRIS@example.fr" });
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe(messages.identity.emailInUse);
    expect(taken.error?.data.field).toBe("newEmail");
    const same = await browser.mutation("identity.requestEmailChange", { newEmail: "olga@example.fr" });
    expect(same.status).toBe(400);

    const { verifyToken } = await askChange(browser, "olga@example.fr", "olga.libre@example.fr");
    await bed.register("olga.libre@example.fr");
    const late = await bed.browser().mutation("identity.confirmEmailChange", { token: verifyToken });
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(messages.identity.emailChangeTakenMeanwhile);
    expect((await me(browser))?.email).toBe("olga@example.fr");
  });

  it("refuses an expired verification link, and a cancel link after its week", async () => {
    const browser = await account("paul@example.fr");
    const { verifyToken, cancelToken } = await askChange(browser, "paul@example.fr", "paul.neuf@example.fr");
    clockOffset = EMAIL_CHANGE_LINK_LIFETIME_MS + 1000;
    try {
      const expired = await bed.browser().mutation("identity.confirmEmailChange", { token: verifyToken });
      expect(expired.status).toBe(400);
      expect(expired.error?.message).toBe(messages.identity.emailChangeLinkInvalid);
      expect((await browser.query("identity.pendingEmailChange")).data).toBeNull();
      clockOffset = EMAIL_CHANGE_CANCEL_LIFETIME_MS + 1000;
      const late = await bed.browser().query("identity.emailChangeCancellation", { token: cancelToken });
      expect(late.error?.message).toBe(messages.identity.cancelLinkInvalid);
    } finally {
      clockOffset = 0;
    }
    expect((await me(browser))?.email).toBe("paul@example.fr");
  });

  it("asks for a recent sign-in: 11 minutes after it, the request is refused until the password is given again", async () => {
    const browser = await account("rita@example.fr");
    clockOffset = 11 * 60_000;
    try {
      const late = await browser.mutation("identity.requestEmailChange", { newEmail: "rita.b@example.fr" });
      expect(late.error?.data.code).toBe("PRECONDITION_FAILED");
      await browser.mutation("auth.reauthenticate", { password: TEST_PASSWORD });
      const again = await browser.mutation("identity.requestEmailChange", { newEmail: "rita.b@example.fr" });
      expect(again.status).toBe(200);
    } finally {
      clockOffset = 0;
    }
  });

  it("works without JavaScript: the account page's form asks, a bad address is said beside the field", async () => {
    const browser = await account("quentin@example.fr");
    const bad = await browser.postForm("/dashboard", { _form: "change-email", newEmail: "pas-une-adresse" });
    expect(bad.status).toBe(400);
    const asked = await browser.postForm("/dashboard", { _form: "change-email", newEmail: "quentin.b@example.fr" });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe("/dashboard");
    expect((await bed.smtp.waitForMail("quentin.b@example.fr")).links.some((link) => link.includes(emailChangePath)));
  });
});
