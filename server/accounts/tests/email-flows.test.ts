import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { hashToken } from "../../platform/tokens.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";

describe("mail links: verification and password reset", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed();
  });
  afterAll(() => bed.close());

  it("register → mail → verify link → the user is verified and stays signed in", async () => {
    const browser = await bed.register("verify@example.fr");
    const token = await bed.linkToken("verify@example.fr", "/congratulation");
    const stored = await bed.server.database.db.selectFrom("emailToken").selectAll().executeTakeFirstOrThrow();
    expect(stored.id).toBe(hashToken(token));
    expect(stored.expiresAt - stored.createdAt).toBe(24 * 3600 * 1000);
    const verified = await browser.mutation<{ user: { isEmailVerified: boolean } }>("auth.verifyEmail", { token });
    expect(verified.data?.user.isEmailVerified).toBe(true);
    expect((await browser.query<{ isEmailVerified: boolean }>("auth.me")).data?.isEmailVerified).toBe(true);
    const reused = await browser.mutation("auth.verifyEmail", { token });
    expect(reused.status).toBe(400);
    expect(reused.error?.message).toBe(messages.accounts.verifyLinkInvalid);
  });

  it("resending the verification mail invalidates the previous link, and says so once verified", async () => {
    const browser = await bed.register("resend@example.fr");
    const first = await bed.linkToken("resend@example.fr", "/congratulation");
    const resent = await browser.mutation("auth.resendVerification");
    expect(resent.data).toEqual({ success: true, message: messages.accounts.verificationSent });
    const second = await bed.linkToken("resend@example.fr", "/congratulation");
    expect((await browser.mutation("auth.verifyEmail", { token: first })).status).toBe(400);
    expect((await browser.mutation("auth.verifyEmail", { token: second })).status).toBe(200);
    const after = await browser.mutation("auth.resendVerification");
    expect(after.data).toEqual({ success: true, message: messages.accounts.alreadyVerified });
  });

  it("forgot password answers alike for known and unknown addresses and mails only the known one", async () => {
    await bed.register("known@example.fr");
    await bed.smtp.waitForMail("known@example.fr");
    const before = bed.smtp.messages.length;
    const known = await bed.browser().mutation("auth.forgotPassword", { email: "known@example.fr" });
    const unknown = await bed.browser().mutation("auth.forgotPassword", { email: "unknown@example.fr" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual(known.data);
    expect(known.data).toEqual({ success: true, message: messages.accounts.forgotSent });
    const mail = await bed.smtp.waitForMail("known@example.fr");
    expect(mail.text).toContain("/reset-password?token=");
    expect(mail.html).toContain("/reset-password?token=");
    expect(bed.smtp.messages.length).toBe(before + 1);
  });

  it("reset: a valid token sets the password and ends every session; used and expired tokens fail", async () => {
    const browser = await bed.register("reset@example.fr");
    const other = bed.browser();
    await other.mutation("auth.login", { email: "reset@example.fr", password: TEST_PASSWORD, rememberMe: true });
    await bed.smtp.waitForMail("reset@example.fr");

    await bed.browser().mutation("auth.forgotPassword", { email: "reset@example.fr" });
    const token = await bed.linkToken("reset@example.fr", "/reset-password");
    const stored = await bed.server.database.db
      .selectFrom("emailToken")
      .selectAll()
      .where("id", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(stored.expiresAt - stored.createdAt).toBe(3600 * 1000);
    const reset = await bed.browser().mutation("auth.resetPassword", { token, password: "Brand5New" });
    expect(reset.data).toEqual({ success: true });
    expect((await browser.query("auth.me")).data).toBeNull();
    expect((await other.query("auth.me")).data).toBeNull();
    const notice = await bed.smtp.waitForMail("reset@example.fr");
    expect(notice.subject).toContain("mot de passe a été modifié");

    const used = await bed.browser().mutation("auth.resetPassword", { token, password: "Other5New" });
    expect(used.status).toBe(400);
    expect(used.error?.message).toBe(messages.accounts.resetFailed);

    await bed.browser().mutation("auth.forgotPassword", { email: "reset@example.fr" });
    const expiring = await bed.linkToken("reset@example.fr", "/reset-password");
    await bed.server.database.db
      .updateTable("emailToken")
      .set({ expiresAt: Date.now() - 1 })
      .where("id", "=", hashToken(expiring))
      .execute();
    const expired = await bed.browser().mutation("auth.resetPassword", { token: expiring, password: "Other5New" });
    expect(expired.status).toBe(400);

    const old = await bed.browser().mutation("auth.login", { email: "reset@example.fr", password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await bed.browser().mutation("auth.login", { email: "reset@example.fr", password: "Brand5New" });
    expect(fresh.status).toBe(200);
  });

  it("the link in the mail is built from APP_URL and the HTML part carries it too", async () => {
    await bed.register("links@example.fr");
    const mail = await bed.smtp.waitForMail("links@example.fr");
    expect(mail.links[0]).toMatch(new RegExp(`^${bed.server.config.appUrl}/congratulation\\?token=[\\w-]{43}$`));
    expect(mail.html).toContain(mail.links[0]);
    expect(mail.from).toContain("no-reply@novadis.fr");
  });
});
