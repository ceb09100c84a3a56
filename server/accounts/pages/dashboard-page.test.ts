import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { readPage } from "../../testing/html-page.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { sourcePages } from "../../testing/source-pages.js";

/** The account page rendered on the server, and its forms posted as a browser without JavaScript does. */
describe("the account page without JavaScript", () => {
  let bed: AuthTestbed;
  /** Moved forward past the re-authentication window by the test that needs it. */
  let clockOffset = 0;

  beforeAll(async () => {
    bed = await startAuthTestbed({ pages: sourcePages(), services: { now: () => Date.now() + clockOffset } });
  });
  afterAll(() => bed.close());

  async function signedIn(email: string, password = TEST_PASSWORD): Promise<TestBrowser> {
    const browser = bed.browser();
    const response = await browser.postForm("/login", { _form: "login", email, password });
    expect(response.status).toBe(303);
    return browser;
  }

  const dashboard = async (browser: TestBrowser) => readPage(await (await browser.request("/dashboard")).text());

  it("a visitor is sent to the login screen at once; a signed-in user gets the page with the data it hydrates with", async () => {
    const visitor = await bed.browser().request("/dashboard");
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toBe("/login?next=%2Fdashboard");

    await bed.register("dash-view@example.fr");
    const browser = await signedIn("dash-view@example.fr");
    const response = await browser.request("/dashboard");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = readPage(await response.text());
    expect(page.headings).toEqual(["Bonjour, Ana"]);
    expect(page.text).toContain("dash-view@example.fr");
    expect(page.text).toContain("Cet appareil");
    // A client is told neither a plan nor a role: neither is theirs to choose, and the codes mean nothing.
    expect(page.text).not.toMatch(/Offre\s?:|Rôle\s?:|Gratuite|Utilisateur|freemium/);
    // The account's deletion comes after every setting, security included.
    const deletion = page.text.indexOf("Supprimer mon compte");
    for (const setting of [
      "Double authentification",
      "Changer de mot de passe",
      "Appareils connectés",
      "Mes données",
    ]) {
      expect(page.text.indexOf(setting), setting).toBeGreaterThan(-1);
      expect(page.text.indexOf(setting), setting).toBeLessThan(deletion);
    }
    const queries = page.pageData()?.queries?.map((query) => query.path);
    expect(queries).toEqual([
      "auth.me",
      "account.sessions",
      "requests.mine",
      "account.clientKey",
      "quotes.mine",
      "identity.pendingEmailChange",
      "identity.signInMethods",
      "identity.passkeys",
      "auth.reauthenticationMethods",
    ]);
    for (const form of page.forms) expect(form).toMatchObject({ method: "post", action: "/dashboard" });

    // A team member is told the role the back-office grants.
    await bed.server.database.db
      .updateTable("user")
      .set({ role: "staff" })
      .where("email", "=", "dash-view@example.fr")
      .execute();
    expect((await dashboard(browser)).text).toMatch(/Rôle\s*Équipe/);
  });

  it("profile and password: errors come back on the page (400), successes redirect and say so once", async () => {
    await bed.register("dash-edit@example.fr");
    const browser = await signedIn("dash-edit@example.fr");
    const other = await signedIn("dash-edit@example.fr");

    const renamed = await browser.postForm("/dashboard", { _form: "profile", firstName: "Anaïs", lastName: "Martin" });
    expect(renamed.status).toBe(303);
    const afterRename = await dashboard(browser);
    expect(afterRename.headings).toEqual(["Bonjour, Anaïs"]);
    expect(afterRename.text).toContain(messages.accounts.profileUpdated);
    expect((await dashboard(browser)).text).not.toContain(messages.accounts.profileUpdated);

    const empty = await browser.postForm("/dashboard", { _form: "profile", firstName: "", lastName: "Martin" });
    expect(empty.status).toBe(400);
    expect(readPage(await empty.text()).text).toContain(messages.forms.firstNameRequired);

    const wrong = await browser.postForm("/dashboard", {
      _form: "change-password",
      currentPassword: "NotTheCurrent1",
      newPassword: "Changed2030pass",
      confirmPassword: "Changed2030pass",
    });
    expect(wrong.status).toBe(400);
    const wrongPage = readPage(await wrong.text());
    expect(wrongPage.alerts).toContain(messages.accounts.currentPasswordWrong);
    expect(wrongPage.html).not.toContain("Changed2030pass");

    const changed = await browser.postForm("/dashboard", {
      _form: "change-password",
      currentPassword: TEST_PASSWORD,
      newPassword: "Changed2030pass",
      confirmPassword: "Changed2030pass",
    });
    expect(changed.status).toBe(303);
    expect((await dashboard(browser)).text).toContain(messages.accounts.passwordChangedHere);
    expect((await other.request("/dashboard")).status).toBe(303);
  });

  it("sessions: sign out one device or all the others; 'Se déconnecter' ends this one", async () => {
    await bed.register("dash-sessions@example.fr");
    const browser = await signedIn("dash-sessions@example.fr");
    const phone = await signedIn("dash-sessions@example.fr");
    const tablet = await signedIn("dash-sessions@example.fr");

    const page = await dashboard(browser);
    const others = page.forms.filter((form) => form.inputs.some((input) => input.value === "revoke-session"));
    expect(others).toHaveLength(3); // the first registration's session, the phone and the tablet
    const phoneSession = (
      await phone.query<{ items: { id: string; current: boolean }[] }>("account.sessions")
    ).data?.items.find((session) => session.current);
    const revoked = await browser.postForm("/dashboard", {
      _form: "revoke-session",
      sessionId: phoneSession?.id ?? "",
    });
    expect(revoked.status).toBe(303);
    expect((await dashboard(browser)).text).toContain(messages.accounts.sessionRevoked);
    expect((await phone.request("/dashboard")).status).toBe(303);

    expect((await browser.postForm("/dashboard", { _form: "revoke-other-sessions" })).status).toBe(303);
    expect((await dashboard(browser)).text).toContain(messages.accounts.otherSessionsRevoked(2));
    expect((await tablet.request("/dashboard")).status).toBe(303);

    const out = await browser.postForm("/dashboard", { _form: "logout" });
    expect(out.headers.get("location")).toBe("/login");
    expect(browser.cookies.has("session")).toBe(false);
    expect((await browser.request("/dashboard")).status).toBe(303);
  });

  it("delete: a mismatched confirmation is refused on the page; the right one deletes, signs out and says so", async () => {
    await bed.register("dash-delete@example.fr");
    const browser = await signedIn("dash-delete@example.fr");
    const mismatch = await browser.postForm("/dashboard", {
      _form: "delete-account",
      confirmEmail: "other@example.fr",
    });
    expect(mismatch.status).toBe(400);
    const page = readPage(await mismatch.text());
    expect(page.alerts).toContain(messages.accounts.deleteConfirmMismatch);
    expect(page.fieldsOf("delete-account").confirmEmail).toBe("other@example.fr");

    const deleted = await browser.postForm("/dashboard", {
      _form: "delete-account",
      confirmEmail: "dash-delete@example.fr",
    });
    expect(deleted.headers.get("location")).toBe("/login");
    expect(readPage(await (await browser.request("/login")).text()).text).toContain(messages.accounts.accountDeleted);
    const user = await bed.server.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "dash-delete@example.fr")
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it("a sensitive form refused for want of a recent sign-in brings the password form; once confirmed it goes through", async () => {
    await bed.register("dash-sudo@example.fr");
    const browser = await signedIn("dash-sudo@example.fr");
    clockOffset += 11 * 60_000;
    const deletion = { _form: "delete-account", confirmEmail: "dash-sudo@example.fr" };
    const refused = await browser.postForm("/dashboard", deletion);
    expect(refused.status).toBe(403);
    const page = readPage(await refused.text());
    expect(page.alerts).toContain(messages.accounts.reauthenticationRequired);
    expect(page.text).toContain("Confirmez votre identité");
    expect(page.forms.map((form) => form.inputs.find((input) => input.name === "_form")?.value)).toContain(
      "reauthenticate",
    );

    const wrong = await browser.postForm("/dashboard", { _form: "reauthenticate", password: "NotThePassword1" });
    expect(wrong.status).toBe(400);
    expect(readPage(await wrong.text()).text).toContain(messages.accounts.reauthenticationPasswordWrong);

    const confirmed = await browser.postForm("/dashboard", { _form: "reauthenticate", password: TEST_PASSWORD });
    expect(confirmed.status).toBe(303);
    expect((await dashboard(browser)).text).toContain(messages.accounts.reauthenticated);
    expect((await browser.postForm("/dashboard", deletion)).headers.get("location")).toBe("/login");
  });

  it("a form posted after the session ended goes to the login screen, changing nothing", async () => {
    const response = await bed.browser().postForm("/dashboard", { _form: "profile", firstName: "X", lastName: "Y" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login?next=%2Fdashboard");
  });

  it("'Renvoyer l'e-mail' sends a new link and comes back to the page it was on, saying so", async () => {
    const browser = await bed.register("dash-resend@example.fr");
    await bed.smtp.waitForMail("dash-resend@example.fr");
    const resent = await browser.postForm("/verify-email", { _form: "resend-verification" });
    expect(resent.headers.get("location")).toBe("/verify-email");
    expect(readPage(await (await browser.request("/verify-email")).text()).text).toContain(
      messages.accounts.verificationSent,
    );
    expect((await bed.smtp.waitForMail("dash-resend@example.fr")).text).toContain("/congratulation?token=");
  });

  it("'Mes devis': accepts the owner's quote, and re-issues an expired one, through plain forms", async () => {
    const browser = await bed.register("dash-quotes@example.fr");
    const issue = async () => {
      const issued = await browser.request("/api/quotes", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          offers: ["web-start"],
          customer: {
            firstName: "Ana",
            lastName: "Lima",
            email: "dash-quotes@example.fr",
            company: "Lima",
            address: "Lyon",
          },
          consent: true,
        }),
      });
      return ((await issued.json()) as { reference: string }).reference;
    };
    const accepted = await issue();
    const accepting = await browser.postForm("/dashboard", (await dashboard(browser)).fieldsOf("quote-accept-owner"));
    expect(accepting.status).toBe(303);
    const after = await dashboard(browser);
    expect(after.text).toContain(messages.quotes.acceptedByOwner(accepted));
    expect(after.hasForm("quote-accept-owner")).toBe(false);

    const late = await issue();
    // Expired without moving the clock (sessions age on it too).
    await bed.server.database.db
      .updateTable("quote")
      .set({ expiresAt: Date.now() - 1 })
      .where("reference", "=", late)
      .execute();
    const page = await dashboard(browser);
    expect(page.fieldsOf("quote-reissue-owner")).toEqual({
      _form: "quote-reissue-owner",
      reference: late,
      locale: "fr",
    });
    expect((await browser.postForm("/dashboard", page.fieldsOf("quote-reissue-owner"))).status).toBe(303);
    const [next] = await bed.server.database.db
      .selectFrom("quote")
      .select("replacedBy")
      .where("reference", "=", late)
      .execute();
    expect((await dashboard(browser)).text).toContain(messages.quotes.reissued(next?.replacedBy ?? "?"));
    // Posted again (a second tab), the refusal is said on the page.
    const again = await browser.postForm("/dashboard", page.fieldsOf("quote-reissue-owner"));
    expect(again.status).toBe(409);
    expect(readPage(await again.text()).alerts).toContain(messages.quotes.alreadyReplaced(next?.replacedBy ?? "?"));
  });
});
