import { accountOnTwoDevices, logIn, registerVerifiedAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";
import { linkFromMail, mailsTo } from "./support/mailbox.js";

test("forgot password: the mail's link resets it, the old one is refused, other sessions are signed out", async ({
  page,
  browser,
  baseURL,
  allowApiStatus,
}) => {
  // Several devices, each signing in (argon2id by design): more than the default 30 s on a busy machine.
  test.slow();
  allowApiStatus(401);
  const { account, otherDevice, closeOtherDevice } = await accountOnTwoDevices(page, browser, baseURL, "reset");

  await page.context().clearCookies();
  await page.goto("/forgot-password");
  const before = (await mailsTo(account.email)).length;
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vérifiez votre e-mail" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await page.goto(await linkFromMail(account.email, "/reset-password", { skip: before }));
  // The account's address, hidden, for password managers to update the entry they saved (kept once hydrated).
  await expect(page.locator('form input[autocomplete="username"]')).toHaveValue(account.email);
  await expect(page.locator('form input[autocomplete="username"]')).toBeHidden();
  const newPassword = "Nouveau2030pass";
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await page.getByLabel("Confirmer le mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Votre mot de passe a été modifié.")).toBeVisible();

  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");

  await page.getByLabel("Mot de passe", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await otherDevice.goto("/dashboard");
  await expect(otherDevice).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await closeOtherDevice();
});

test("a reset link used twice fails with a way to ask again", async ({ page, allowApiStatus }) => {
  allowApiStatus(400);
  const account = await registerVerifiedAccount(page, "reset-twice");
  const before = (await mailsTo(account.email)).length;
  await page.goto("/forgot-password");
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
  const link = await linkFromMail(account.email, "/reset-password", { skip: before });
  const useLink = async (password: string) => {
    await page.goto(link);
    await page.getByLabel("Nouveau mot de passe").fill(password);
    await page.getByLabel("Confirmer le mot de passe").fill(password);
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  };
  await useLink("Attempt1Pass");
  await expect(page).toHaveURL(/\/login$/);
  await useLink("Attempt2Pass");
  await expect(page.getByRole("alert")).toContainText("Le mot de passe n'a pas pu être réinitialisé.");
  await page.getByRole("link", { name: "Demander un nouveau lien" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("change password: the current session stays, the other device is signed out, the new password works", async ({
  page,
  browser,
  baseURL,
  allowApiStatus,
}) => {
  // Several devices, each signing in (argon2id by design): more than the default 30 s on a busy machine.
  test.slow();
  allowApiStatus(400);
  const { account, otherDevice, closeOtherDevice } = await accountOnTwoDevices(page, browser, baseURL, "change");
  await logIn(page, account);

  const card = page.getByRole("region", { name: "Changer de mot de passe" });
  await card.getByLabel("Mot de passe actuel").fill("NotTheCurrent1");
  await card.getByLabel("Nouveau mot de passe", { exact: true }).fill("Changed2030pass");
  await card.getByLabel("Confirmer le nouveau mot de passe").fill("Changed2030pass");
  await card.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(card.getByRole("alert")).toHaveText("Le mot de passe actuel est incorrect.");

  await card.getByLabel("Mot de passe actuel").fill(account.password);
  await card.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(page.getByText("Mot de passe modifié.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Bonjour, ${account.firstName}` })).toBeVisible();

  await otherDevice.goto("/dashboard");
  await expect(otherDevice).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await logIn(otherDevice, { email: account.email, password: "Changed2030pass" });
  await closeOtherDevice();
});
