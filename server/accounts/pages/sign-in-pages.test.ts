import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { readPage } from "../../testing/html-page.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { sourcePages } from "../../testing/source-pages.js";
import { totpCodeAt } from "../totp.js";

/**
 * The sign-in screens as a browser without JavaScript uses them: real form posts to the real app
 * (real SQLite, real SMTP), pages rendered by the real React components.
 */
describe("sign-in screens without JavaScript", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed({ pages: sourcePages() });
  });
  afterAll(() => bed.close());

  /** The link of the next mail to `email` (its path and query, as the browser would open it). */
  async function mailLink(email: string, pathname: string): Promise<string> {
    const mail = await bed.smtp.waitForMail(email);
    const link = mail.links.map((each) => new URL(each)).find((url) => url.pathname === pathname);
    if (!link) throw new Error(`no ${pathname} link in "${mail.subject}"`);
    return link.pathname + link.search;
  }

  async function registerWithForm(browser: TestBrowser, email: string) {
    const response = await browser.postForm("/register", {
      _form: "register",
      lastName: "Durand",
      firstName: "Ana",
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      website: "",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/verify-email");
    return response;
  }

  it("two-factor: the password's post brings the code form, its challenge in a hidden field; the code signs in", async () => {
    const owner = await bed.register("no-js-2fa@example.fr");
    const { data } = await owner.mutation<{ secret: string }>("twoFactor.start");
    const secret = data?.secret ?? "";
    await owner.mutation("twoFactor.confirm", { code: await totpCodeAt(secret, Date.now()) });

    const browser = bed.browser();
    const first = await browser.postForm("/login", {
      _form: "login",
      email: "no-js-2fa@example.fr",
      password: TEST_PASSWORD,
      next: "/dashboard",
    });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/login");
    expect(browser.cookies.has("session")).toBe(false);
    const step = readPage(await (await browser.request("/login")).text());
    const fields = step.fieldsOf("login-2fa");
    expect(fields).toMatchObject({ _form: "login-2fa", next: "/dashboard", code: "" });
    expect(fields.challenge?.length).toBeGreaterThan(30);

    const wrong = await browser.postForm("/login", { ...fields, code: "000000" });
    expect(wrong.status).toBe(400);
    const again = readPage(await wrong.text());
    expect(again.text).toContain(messages.accounts.twoFactorCodeWrong);
    expect(again.fieldsOf("login-2fa").challenge).toBe(fields.challenge);

    // The enrolment spent this step's code; the next step's is within the window.
    const done = await browser.postForm("/login", { ...fields, code: await totpCodeAt(secret, Date.now() + 30_000) });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/dashboard");
    expect(browser.cookies.has("session")).toBe(true);
  });

  it("the login screen posts its form; a `?next=` link is rendered now, its target in a hidden field", async () => {
    const prerendered = await bed.browser().request("/login");
    // Without a query the prerendered page answers (here: the sources, same components).
    const page = readPage(await prerendered.text());
    const login = page.forms.find((form) => form.inputs.some((input) => input.type === "password"));
    expect(login).toMatchObject({ method: "post", action: "/login" });

    const withNext = await bed.browser().request("/login?next=%2Fdashboard");
    expect(withNext.status).toBe(200);
    expect(withNext.headers.get("cache-control")).toBe("no-store");
    expect(readPage(await withNext.text()).fieldsOf("login")).toMatchObject({ next: "/dashboard" });
  });

  it("register → 303 to the waiting screen, signed in; the mail's link asks for a click, whose POST verifies", async () => {
    const browser = bed.browser();
    const registered = await registerWithForm(browser, "noscript-register@example.fr");
    expect(registered.headers.get("set-cookie")).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);

    const link = await mailLink("noscript-register@example.fr", "/congratulation");
    const landing = readPage(await (await browser.request(link)).text());
    // The GET changed nothing: a scanner opening the link would not spend the token.
    expect((await browser.query<{ isEmailVerified: boolean }>("auth.me")).data?.isEmailVerified).toBe(false);
    const confirm = landing.fieldsOf("verify-email");
    expect(confirm.token).toBe(new URL(link, bed.server.url).searchParams.get("token"));

    const confirmed = await browser.postForm("/congratulation", confirm);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/congratulation");
    const after = readPage(await (await browser.request("/congratulation")).text());
    expect(after.headings).toEqual(["Félicitations"]);
    expect(after.text).toContain("Votre adresse e-mail est validée.");
    expect((await browser.query<{ isEmailVerified: boolean }>("auth.me")).data?.isEmailVerified).toBe(true);

    const again = await browser.postForm("/congratulation", confirm);
    expect(again.status).toBe(400);
    expect(readPage(await again.text()).text).toContain(messages.accounts.verifyLinkInvalid);
  });

  it("a refused registration comes back with the values (never a password) and the messages, 400", async () => {
    const invalid = await bed.browser().postForm("/register", {
      _form: "register",
      lastName: "",
      firstName: "Ana",
      email: "not-an-address",
      password: "short",
      confirmPassword: "other",
    });
    expect(invalid.status).toBe(400);
    const page = readPage(await invalid.text());
    for (const message of [
      messages.forms.lastNameRequired,
      messages.forms.emailInvalid,
      messages.accounts.passwordTooShort,
      messages.accounts.passwordsDontMatch,
    ]) {
      expect(page.text).toContain(message);
    }
    expect(page.fieldsOf("register")).toMatchObject({ firstName: "Ana", email: "not-an-address", password: "" });
    expect(page.html).not.toContain("short");
  });

  it("registration of a known address: the same redirect to the waiting screen as a new one, no session, the owner mailed", async () => {
    await registerWithForm(bed.browser(), "noscript-taken@example.fr");
    await bed.smtp.waitForMail("noscript-taken@example.fr");
    const newcomer = bed.browser();
    const taken = await registerWithForm(newcomer, "noscript-taken@example.fr");
    const fresh = await registerWithForm(bed.browser(), "noscript-fresh@example.fr");
    expect([taken.status, taken.headers.get("location")]).toEqual([fresh.status, fresh.headers.get("location")]);
    expect(newcomer.cookies.has("session")).toBe(false);
    const waiting = readPage(await (await newcomer.request("/verify-email")).text());
    expect(waiting.text).toContain("Nous vous avons envoyé un lien de vérification");
    expect(waiting.text).not.toContain(messages.accounts.emailTaken);

    const told = await bed.smtp.waitForMail("noscript-taken@example.fr");
    expect(told.subject).toContain("Tentative d'inscription avec votre adresse");
    expect(told.text).toContain("si vous avez oublié votre mot de passe");
  });

  it("login: a wrong password is 401 with the e-mail kept; the right one sets the cookie and goes to a safe `next`", async () => {
    await registerWithForm(bed.browser(), "noscript-login@example.fr");
    const wrong = await bed.browser().postForm("/login", {
      _form: "login",
      email: "noscript-login@example.fr",
      password: "WrongPass1",
      rememberMe: "on",
      next: "/dashboard",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("cache-control")).toBe("no-store");
    const page = readPage(await wrong.text());
    expect(page.alerts).toContain(messages.accounts.invalidCredentials);
    expect(page.fieldsOf("login")).toEqual({
      _form: "login",
      // Every page form carries the language of its page (PostForm, docs/0068).
      locale: "fr",
      next: "/dashboard",
      email: "noscript-login@example.fr",
      password: "",
      rememberMe: "on",
    });
    expect(page.html).not.toContain("WrongPass1");

    const browser = bed.browser();
    const remembered = await browser.postForm("/login", {
      _form: "login",
      email: "noscript-login@example.fr",
      password: TEST_PASSWORD,
      rememberMe: "on",
      next: "/legal/terms-of-use",
    });
    expect(remembered.status).toBe(303);
    expect(remembered.headers.get("location")).toBe("/legal/terms-of-use");
    const cookie = browser.setCookies.findLast((each) => each.name === "session");
    expect(Number(cookie?.attributes["max-age"])).toBeGreaterThan(29 * 24 * 3600);
    expect((await browser.query<{ email: string }>("auth.me")).data?.email).toBe("noscript-login@example.fr");

    const forgetful = bed.browser();
    const offSite = await forgetful.postForm("/login", {
      _form: "login",
      email: "noscript-login@example.fr",
      password: TEST_PASSWORD,
      next: "//evil.example/x",
    });
    expect(offSite.headers.get("location")).toBe("/dashboard");
    expect(forgetful.setCookies.findLast((each) => each.name === "session")?.attributes["max-age"]).toBeUndefined();
  });

  it("forgot password: the same 303 and page for known and unknown addresses, the address shown once", async () => {
    await registerWithForm(bed.browser(), "noscript-forgot@example.fr");
    await bed.smtp.waitForMail("noscript-forgot@example.fr");
    const outcomes = [];
    for (const email of ["noscript-forgot@example.fr", "nobody-here@example.fr"]) {
      const browser = bed.browser();
      const sent = await browser.postForm("/forgot-password", { _form: "forgot-password", email });
      const page = readPage(await (await browser.request("/forgot-password")).text());
      const reload = readPage(await (await browser.request("/forgot-password")).text());
      outcomes.push({
        status: sent.status,
        location: sent.headers.get("location"),
        heading: page.headings[0],
        shows: page.text.includes(email),
        reloadHeading: reload.headings[0],
      });
    }
    const expected = {
      status: 303,
      location: "/forgot-password",
      heading: "Vérifiez votre e-mail",
      shows: true,
      reloadHeading: "Mot de passe oublié",
    };
    expect(outcomes).toEqual([expected, expected]);
    expect(await mailLink("noscript-forgot@example.fr", "/reset-password")).toMatch(/^\/reset-password\?token=/);
  });

  it("reset: the link's token rides in a hidden field, kept through a mistake; then the login screen says it is done", async () => {
    await registerWithForm(bed.browser(), "noscript-reset@example.fr");
    await bed.smtp.waitForMail("noscript-reset@example.fr");
    await bed.browser().postForm("/forgot-password", {
      _form: "forgot-password",
      email: "noscript-reset@example.fr",
    });
    const browser = bed.browser();
    const link = await mailLink("noscript-reset@example.fr", "/reset-password");
    const form = readPage(await (await browser.request(link)).text()).fieldsOf("reset-password");
    expect(form.token).toBe(new URL(link, bed.server.url).searchParams.get("token"));

    const mismatch = await browser.postForm("/reset-password", {
      ...form,
      password: "Nouveau2030pass",
      confirmPassword: "Other2030pass",
    });
    expect(mismatch.status).toBe(400);
    const again = readPage(await mismatch.text());
    expect(again.text).toContain(messages.accounts.passwordsDontMatch);
    expect(again.fieldsOf("reset-password").token).toBe(form.token);

    const done = await browser.postForm("/reset-password", {
      ...form,
      password: "Nouveau2030pass",
      confirmPassword: "Nouveau2030pass",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/login");
    expect(readPage(await (await browser.request("/login")).text()).text).toContain(messages.accounts.passwordChanged);

    const login = (password: string) =>
      bed.browser().postForm("/login", { _form: "login", email: "noscript-reset@example.fr", password });
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login("Nouveau2030pass")).status).toBe(303);

    const reused = await browser.postForm("/reset-password", {
      ...form,
      password: "Third2030pass",
      confirmPassword: "Third2030pass",
    });
    expect(reused.status).toBe(400);
    expect(readPage(await reused.text()).alerts.join(" ")).toContain(messages.accounts.resetFailed);
  });

  it("reset: the link's page names the account in a hidden username field for password managers; an unknown link names none", async () => {
    await registerWithForm(bed.browser(), "noscript-username@example.fr");
    await bed.smtp.waitForMail("noscript-username@example.fr");
    await bed
      .browser()
      .postForm("/forgot-password", { _form: "forgot-password", email: "noscript-username@example.fr" });
    const link = await mailLink("noscript-username@example.fr", "/reset-password");
    // HTML attribute names know no case (React writes `autoComplete`).
    const usernameField = (html: string) => /<input[^>]*autocomplete="username"[^>]*>/i.exec(html)?.[0];

    const field = usernameField(await (await bed.browser().request(link)).text());
    expect(field).toContain('value="noscript-username@example.fr"');
    expect(field).toContain("hidden");
    expect(field).not.toContain("name=");

    const unknown = await bed.browser().request(`/reset-password?token=${"a".repeat(43)}`);
    expect(unknown.status).toBe(200);
    expect(usernameField(await unknown.text())).toBeUndefined();
  });
});
