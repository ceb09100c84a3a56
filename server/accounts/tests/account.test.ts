import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { MAX_EXPORTED_MAILS } from "../account.js";

interface ListedSession {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  persistent: boolean;
  createdAt: number;
}

const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe("the account area's procedures", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed();
  });
  afterAll(() => bed.close());

  const loginAs = async (email: string, userAgent?: string) => {
    const browser = bed.browser(userAgent ? { "user-agent": userAgent } : {});
    await browser.mutation("auth.login", { email, password: TEST_PASSWORD, rememberMe: false });
    return browser;
  };

  it("updates the profile", async () => {
    const browser = await bed.register("profile@example.fr");
    const updated = await browser.mutation("account.updateProfile", { firstName: " Inès ", lastName: "Garnier" });
    expect(updated.data).toMatchObject({ user: { firstName: "Inès", lastName: "Garnier" } });
    const empty = await browser.mutation("account.updateProfile", { firstName: "", lastName: "Garnier" });
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toBe(messages.forms.firstNameRequired);
  });

  it("lists sessions newest first with the device described, and revokes one or all others", async () => {
    await bed.register("sessions@example.fr");
    const laptop = await loginAs("sessions@example.fr", firefoxOnLinux);
    const phone = await loginAs("sessions@example.fr");
    const listed = await phone.query<{ items: ListedSession[] }>("account.sessions");
    expect(listed.data?.items).toHaveLength(3);
    expect(listed.data?.items[0]?.current).toBe(true);
    const laptopEntry = listed.data?.items.find((each) => each.browser?.startsWith("Firefox"));
    expect(laptopEntry).toMatchObject({ browser: "Firefox 128", os: "Linux", current: false });
    // The public id is not the cookie's token.
    expect(listed.data?.items.map((each) => each.id)).not.toContain(laptop.cookies.get("session"));

    await phone.mutation("account.revokeSession", { sessionId: laptopEntry?.id });
    expect((await laptop.query("auth.me")).data).toBeNull();
    const revoked = await phone.mutation<{ revoked: number }>("account.revokeOtherSessions");
    expect(revoked.data).toEqual({ success: true, revoked: 1 });
    expect((await phone.query<{ items: ListedSession[] }>("account.sessions")).data?.items).toHaveLength(1);
  });

  it("cannot revoke another user's session", async () => {
    const mine = await bed.register("mine@example.fr");
    const theirs = await bed.register("theirs@example.fr");
    const theirId = (await theirs.query<{ items: ListedSession[] }>("account.sessions")).data?.items[0]?.id;
    await mine.mutation("account.revokeSession", { sessionId: theirId });
    expect((await theirs.query("auth.me")).data).not.toBeNull();
  });

  it("changes the password: current session kept, others revoked, wrong current password refused", async () => {
    const here = await bed.register("change@example.fr");
    const elsewhere = await loginAs("change@example.fr");
    const wrong = await here.mutation("account.changePassword", {
      currentPassword: "Nope12345",
      newPassword: "Chang3dPass",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(messages.accounts.currentPasswordWrong);
    const ok = await here.mutation("account.changePassword", {
      currentPassword: TEST_PASSWORD,
      newPassword: "Chang3dPass",
    });
    expect(ok.data).toEqual({ success: true });
    expect((await here.query("auth.me")).data).not.toBeNull();
    expect((await elsewhere.query("auth.me")).data).toBeNull();
    await bed.smtp.waitForMail("change@example.fr");
    const notice = await bed.smtp.waitForMail("change@example.fr");
    expect(notice.subject).toContain("mot de passe a été modifié");
  });

  it("exports everything stored about the user but secrets", async () => {
    const browser = await bed.register("export@example.fr");
    await bed.smtp.waitForMail("export@example.fr");
    const exported = await browser.query<Record<string, unknown>>("account.exportData");
    expect(exported.data).toMatchObject({
      exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user: { email: "export@example.fr", hasPassword: true, isEmailVerified: false },
      googleAccount: null,
      sessions: [expect.objectContaining({ current: true })],
      mails: [expect.objectContaining({ to: "export@example.fr", subject: expect.stringContaining("Vérifiez") })],
      mailCount: 1,
    });
    expect(JSON.stringify(exported.data)).not.toMatch(/argon2|passwordHash/);
  });

  it("exports the newest mails up to its bound, and counts them all", async () => {
    const browser = await bed.register("many-mails@example.fr");
    await bed.smtp.waitForMail("many-mails@example.fr");
    const { db } = bed.server.database;
    const { id } = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "many-mails@example.fr")
      .executeTakeFirstOrThrow();
    const at = Date.now();
    const sent = Array.from({ length: MAX_EXPORTED_MAILS }, (_, n) => ({
      userId: id,
      toAddress: "many-mails@example.fr",
      replyTo: null,
      subject: `Avis ${n}`,
      textBody: "",
      htmlBody: "",
      status: "sent" as const,
      nextAttemptAt: at,
      lastError: null,
      createdAt: at,
      sentAt: at,
    }));
    await db.insertInto("mailOutbox").values(sent).execute();
    const exported = await browser.query<{ mails: Array<{ subject: string }>; mailCount: number }>(
      "account.exportData",
    );
    expect(exported.data?.mailCount).toBe(MAX_EXPORTED_MAILS + 1);
    const subjects = exported.data?.mails.map((mail) => mail.subject) ?? [];
    // The verification mail, the oldest, is the one left out; the others in the order they were sent.
    expect(subjects).toHaveLength(MAX_EXPORTED_MAILS);
    expect(subjects[0]).toBe("Avis 0");
    expect(subjects.at(-1)).toBe(`Avis ${MAX_EXPORTED_MAILS - 1}`);
  });

  it("deletes the account after confirmation: data gone, cookie cleared, notice mailed", async () => {
    const browser = await bed.register("delete@example.fr");
    await bed.smtp.waitForMail("delete@example.fr");
    const mismatch = await browser.mutation("account.deleteAccount", { confirmEmail: "other@example.fr" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.error?.message).toBe(messages.accounts.deleteConfirmMismatch);
    const deleted = await browser.mutation("account.deleteAccount", { confirmEmail: "DELETE@example.fr" });
    expect(deleted.data).toEqual({ success: true });
    expect(browser.cookies.has("session")).toBe(false);
    const notice = await bed.smtp.waitForMail("delete@example.fr");
    expect(notice.subject).toContain("Votre compte a été supprimé");
    const login = await bed.browser().mutation("auth.login", { email: "delete@example.fr", password: TEST_PASSWORD });
    expect(login.status).toBe(401);
    const db = bed.server.database.db;
    expect(await db.selectFrom("user").selectAll().where("email", "=", "delete@example.fr").execute()).toEqual([]);
  });
});
