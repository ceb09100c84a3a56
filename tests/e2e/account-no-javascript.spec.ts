import type { Page } from "@playwright/test";
import { newAccount, registerThroughForm, type TestAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";
import { linkFromMail, mailsTo } from "./support/mailbox.js";

/**
 * The account area with JavaScript turned off, (docs/0013): every form is a real POST
 * the server answers. Each test also watches every request and navigation of the page: no password
 * may ever appear in a URL.
 */
test.use({ javaScriptEnabled: false });
// Each journey registers, verifies and signs in (argon2id by design, a page load per step): more than
// the default 30 s on a busy machine.
test.beforeEach(() => test.slow());

/** Records every URL the page requests or navigates to; `check` then asserts none holds a secret. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return {
    check(...secrets: string[]) {
      expect(urls.length).toBeGreaterThan(0);
      for (const secret of secrets) {
        const forms = [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
        expect(urls.filter((url) => forms.some((form) => url.includes(form)))).toEqual([]);
      }
    },
  };
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
}

/** Registers, opens the mail's link and confirms with its button; ends on « Félicitations ». */
async function registerAndVerify(page: Page, label: string): Promise<TestAccount> {
  const account = newAccount(label);
  await registerThroughForm(page, account);
  await page.goto(await linkFromMail(account.email, "/congratulation"));
  await page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click();
  await expect(page).toHaveURL(/\/congratulation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Félicitations" })).toBeVisible();
  return account;
}

test("register without JavaScript: the waiting screen, then the mail's link verifies with one click", async ({
  page,
}) => {
  const urls = watchUrls(page);
  const account = await registerAndVerify(page, "nojs-register");
  await expect(page.getByText("Votre adresse e-mail est validée.")).toBeVisible();
  await page.getByRole("link", { name: "Accéder à mon compte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Bonjour, ${account.firstName}` })).toBeVisible();
  await expect(page.getByText("Vérifiée", { exact: true })).toBeVisible();
  urls.check(account.password);
});

test("sign in without JavaScript: a wrong password keeps the e-mail and says so; the right one opens the account page", async ({
  page,
}) => {
  const urls = watchUrls(page);
  const account = await registerAndVerify(page, "nojs-login");
  await page.context().clearCookies();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await fillLogin(page, account.email, "NotMyPassword1");
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(account.email);
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("");

  await page.getByLabel("Rester connecté 30 jours").check();
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Bonjour, ${account.firstName}` })).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session"));
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  urls.check(account.password, "NotMyPassword1");
});

test("reset a password without JavaScript: the mail's link, the new password, then signing in with it", async ({
  page,
}) => {
  const urls = watchUrls(page);
  const account = await registerAndVerify(page, "nojs-reset");
  await page.context().clearCookies();

  await page.goto("/forgot-password");
  const before = (await mailsTo(account.email)).length;
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vérifiez votre e-mail" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  const newPassword = "Nouveau2030pass";
  await page.goto(await linkFromMail(account.email, "/reset-password", { skip: before }));
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await page.getByLabel("Confirmer le mot de passe").fill("Different2030pass");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Les deux mots de passe ne sont pas identiques.")).toBeVisible();
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await page.getByLabel("Confirmer le mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Votre mot de passe a été modifié.")).toBeVisible();

  await fillLogin(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Bonjour, ${account.firstName}` })).toBeVisible();
  urls.check(account.password, newPassword, "Different2030pass");
});

test("the account page without JavaScript: changing the password signs the other device out", async ({
  page,
  browser,
  baseURL,
}) => {
  const urls = watchUrls(page);
  const account = await registerAndVerify(page, "nojs-dashboard");
  const other = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const otherDevice = await other.newPage();
  await otherDevice.goto("/login");
  await fillLogin(otherDevice, account.email, account.password);
  await expect(otherDevice).toHaveURL(/\/dashboard$/);

  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Changer de mot de passe" });
  await card.getByLabel("Mot de passe actuel").fill(account.password);
  await card.getByLabel("Nouveau mot de passe", { exact: true }).fill("Changed2030pass");
  await card.getByLabel("Confirmer le nouveau mot de passe").fill("Changed2030pass");
  await card.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(page.getByText("Mot de passe modifié. Vos autres appareils ont été déconnectés.")).toBeVisible();
  await otherDevice.goto("/dashboard");
  await expect(otherDevice).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await other.close();
  urls.check(account.password, "Changed2030pass");
});
