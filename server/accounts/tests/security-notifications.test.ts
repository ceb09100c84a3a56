import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { deviceFingerprint } from "../known-devices.js";

const chromeOnLinux =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const chromeOnLinuxUpdated =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36";
const firefoxOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const NEW_DEVICE_SUBJECT = "Nouvelle connexion à votre compte";

describe("security notifications", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed();
  });
  afterAll(() => bed.close());

  async function login(email: string, userAgent: string, password = TEST_PASSWORD) {
    const browser = bed.browser({ "user-agent": userAgent });
    const result = await browser.mutation("auth.login", { email, password, rememberMe: false });
    expect(result.status).toBe(200);
    return browser;
  }

  /** The account's queued mails with this subject, whether or not the worker has sent them yet. */
  async function queued(email: string, subject: string) {
    const rows = await bed.server.database.db
      .selectFrom("mailOutbox")
      .select("subject")
      .where("toAddress", "=", email)
      .execute();
    return rows.filter((row) => row.subject.startsWith(subject)).length;
  }

  it("a device is its browser, system and hardware, not their versions", () => {
    expect(deviceFingerprint(chromeOnLinux)).toBe(deviceFingerprint(chromeOnLinuxUpdated));
    expect(deviceFingerprint(chromeOnLinux)).not.toBe(deviceFingerprint(firefoxOnWindows));
  });

  it("mails the owner on a sign-in from an unknown device, once, and never for a device already seen", async () => {
    const email = "device@example.fr";
    const registering = bed.browser({ "user-agent": chromeOnLinux });
    await registering.mutation("auth.register", {
      firstName: "Ana",
      lastName: "Durand",
      email,
      password: TEST_PASSWORD,
    });
    await bed.smtp.waitForMail(email);
    // The device the account was created on, even after a browser update, is known.
    await login(email, chromeOnLinux);
    await login(email, chromeOnLinuxUpdated);
    expect(await queued(email, NEW_DEVICE_SUBJECT)).toBe(0);

    await login(email, firefoxOnWindows);
    const mail = await bed.smtp.waitForMail(email);
    expect(mail.subject).toContain(NEW_DEVICE_SUBJECT);
    expect(mail.text).toContain("Firefox 128");
    expect(mail.text).toContain("Windows 10");
    expect(mail.links).toContain(`${bed.server.url}/dashboard`);
    const again = await login(email, firefoxOnWindows);
    expect(await queued(email, NEW_DEVICE_SUBJECT)).toBe(1);
    // The owner sees the list in the data export.
    const exported = await again.query<{ knownDevices: { fingerprint: string }[] }>("account.exportData");
    expect(exported.data?.knownDevices.map((device) => device.fingerprint).sort()).toEqual(
      [deviceFingerprint(chromeOnLinux), deviceFingerprint(firefoxOnWindows)].sort(),
    );
  });

  it("says nothing of a failed sign-in from a new device (no session was opened)", async () => {
    const email = "quiet@example.fr";
    await bed.register(email);
    const browser = bed.browser({ "user-agent": firefoxOnWindows });
    const refused = await browser.mutation("auth.login", { email, password: "Wr0ngPassword", rememberMe: false });
    expect(refused.status).toBe(401);
    expect(await queued(email, NEW_DEVICE_SUBJECT)).toBe(0);
  });

  it("mails the owner when the password changes", async () => {
    const email = "pwd-notice@example.fr";
    const browser = await bed.register(email);
    await bed.smtp.waitForMail(email);
    await browser.mutation("account.changePassword", { currentPassword: TEST_PASSWORD, newPassword: "Chang3dSecret" });
    expect((await bed.smtp.waitForMail(email)).subject).toContain("Votre mot de passe a été modifié");
  });
});
