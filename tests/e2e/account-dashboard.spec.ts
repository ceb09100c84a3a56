import { readFile } from "node:fs/promises";
import { messages } from "../../src/shared/messages/catalogue.js";
import { accountOnTwoDevices, logIn, registerVerifiedAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";
import { mailsTo } from "./support/mailbox.js";

test("the account page lists this device and signs out every other one", async ({
  page,
  browser,
  baseURL,
  allowApiStatus,
}) => {
  // Several devices, each signing in (argon2id by design): more than the default 30 s on a busy machine.
  test.slow();
  allowApiStatus(401);
  const { account, otherDevice, closeOtherDevice } = await accountOnTwoDevices(page, browser, baseURL, "sessions");
  await logIn(page, account);

  const sessions = page.getByTestId("sessions").getByRole("listitem");
  // Registration, this login and the other device's login.
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: "Cet appareil" })).toHaveCount(1);
  await page.getByRole("button", { name: "Déconnecter les autres appareils" }).click();
  await expect(page.getByText(messages.accounts.otherSessionsRevoked(2))).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other device finds out at its next call: one recheck, then the login screen says why.
  await otherDevice.getByRole("button", { name: "Télécharger mes données" }).click();
  await expect(otherDevice).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(otherDevice.getByRole("alert")).toHaveText("Votre session a expiré. Connectez-vous de nouveau.");
  await closeOtherDevice();
});

test("one other device can be signed out on its own", async ({ page, browser, baseURL }) => {
  // Several devices, each signing in (argon2id by design): more than the default 30 s on a busy machine.
  test.slow();
  const { account, closeOtherDevice } = await accountOnTwoDevices(page, browser, baseURL, "revoke-one");
  await logIn(page, account);
  const sessions = page.getByTestId("sessions").getByRole("listitem");
  await expect(sessions).toHaveCount(3);
  await sessions
    .filter({ hasNotText: "Cet appareil" })
    .first()
    .getByRole("button", { name: /^Déconnecter/ })
    .click();
  await expect(sessions).toHaveCount(2);
  await closeOtherDevice();
});

test("'Télécharger mes données' downloads a JSON file with the account in it", async ({ page }) => {
  const account = await registerVerifiedAccount(page, "export");
  await logIn(page, account);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger mes données" }).click();
  const file = await (await download).path();
  const data = JSON.parse(await readFile(file, "utf8")) as { user: { email: string; firstName: string } };
  expect(data.user.email).toBe(account.email);
  expect(data.user.firstName).toBe(account.firstName);
  expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/i);
});

test("first and last name can be corrected", async ({ page }) => {
  const account = await registerVerifiedAccount(page, "profile");
  await logIn(page, account);
  const card = page.getByRole("region", { name: "Mes informations" });
  await card.getByLabel("Prénom").fill("Dominique");
  await card.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Dominique" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Dominique" })).toBeVisible();
});

test("deleting the account signs out, sends the notice, and the login is refused afterwards", async ({
  page,
  allowApiStatus,
}) => {
  allowApiStatus(401);
  const account = await registerVerifiedAccount(page, "delete");
  await logIn(page, account);
  const card = page.getByRole("region", { name: "Supprimer mon compte" });
  await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").fill("someone.else@example.test");
  await card.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(card.getByText("Saisissez exactement l'adresse e-mail de votre compte pour confirmer.")).toBeVisible();

  const mailsBefore = (await mailsTo(account.email)).length;
  await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").fill(account.email.toUpperCase());
  // The message goes as soon as the field is right (re-validation on change); then the button stops moving.
  await expect(card.getByText("Saisissez exactement l'adresse e-mail")).toHaveCount(0);
  await card.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Votre compte et vos données ont été supprimés.")).toBeVisible();
  await expect.poll(async () => (await mailsTo(account.email)).length).toBe(mailsBefore + 1);

  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
});
