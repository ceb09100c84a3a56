import { newAccount, registerThroughForm } from "./support/account.js";
import { expect, test } from "./support/account-test.js";
import { linkFromMail, mailsTo } from "./support/mailbox.js";

test("register, wait on the verification screen, follow the mail's link, land on the account page", async ({
  page,
}) => {
  const account = newAccount("journey");
  await registerThroughForm(page, account);
  await expect(page.getByText(account.email)).toBeVisible();

  const link = await linkFromMail(account.email, "/congratulation");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Félicitations" })).toBeVisible();
  await expect(page.getByText("Votre adresse e-mail est validée.")).toBeVisible();
  // The page never goes blank on the way (docs/0034): a heading is in the content after every change to it.
  await page.evaluate(() => {
    const main = document.getElementById("main") as HTMLElement;
    new MutationObserver(() => {
      if (!main.querySelector("h1")) document.documentElement.dataset.blankMain = "seen";
    }).observe(main, { childList: true, subtree: true });
  });
  // 3 s on the screen (src/accounts/verification/redirect-delay.ts), then the account page.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: `Bonjour, ${account.firstName}` })).toBeVisible();
  await expect(page.getByText("Vérifiée", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.blankMain)).toBeUndefined();
});

test("the registration form checks each rule when a field is left", async ({ page }) => {
  await page.goto("/register");
  const form = page.locator("form");
  const leave = async (label: string, value: string, exact = false) => {
    const field = page.getByLabel(label, { exact });
    await field.fill(value);
    await field.blur();
  };

  await leave("Nom", "", true);
  await leave("Prénom", "");
  await expect(form.getByText("Le nom est obligatoire")).toBeVisible();
  await expect(form.getByText("Le prénom est obligatoire")).toBeVisible();

  await leave("Adresse e-mail", "not-an-address");
  await expect(form.getByText("Saisissez une adresse e-mail valide.")).toBeVisible();

  await leave("Mot de passe", "Ab1", true);
  await expect(form.getByText("Le mot de passe doit contenir au moins 8 caractères.")).toBeVisible();
  await leave("Mot de passe", "alllowercase1", true);
  await expect(
    form.getByText("Le mot de passe doit contenir au moins une lettre majuscule, une lettre minuscule et un chiffre."),
  ).toBeVisible();

  await leave("Mot de passe", "Horizon2030ok", true);
  await expect(form.getByText("Le mot de passe doit contenir au moins une lettre majuscule")).toHaveCount(0);
  await leave("Confirmer le mot de passe", "Horizon2030ko");
  const confirm = page.getByLabel("Confirmer le mot de passe");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Les deux mots de passe ne sont pas identiques.")).toBeVisible();
  // Once shown, a message goes as soon as the value is right, before the field is left.
  await confirm.fill("Horizon2030ok");
  await expect(form.getByText("Les deux mots de passe ne sont pas identiques.")).toHaveCount(0);
  await expect(confirm).toBeFocused();

  await expect(
    page.getByText("Au moins 8 caractères, dont une lettre majuscule, une lettre minuscule et un chiffre."),
  ).toBeVisible();
  const rules = page.getByTestId("password-rules").getByRole("listitem");
  await expect(rules).toHaveCount(4);
  for (const rule of await rules.all()) await expect(rule).toHaveAttribute("data-met", "true");
});

test("registering an address already in use looks like any registration; the owner is mailed instead", async ({
  page,
  browser,
  baseURL,
}) => {
  const account = newAccount("taken");
  await registerThroughForm(page, account);

  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  // The same waiting screen as a new address: no message says the address has an account.
  await registerThroughForm(second, { ...account, firstName: "Alex", lastName: "Martin" });
  await expect
    .poll(async () => (await mailsTo(account.email)).map((mail) => mail.subject).join("\n"))
    .toContain("Tentative d'inscription avec votre adresse");
  await other.close();
});

test("'Renvoyer l'e-mail' sends a new verification mail and says so", async ({ page }) => {
  const account = newAccount("resend");
  await registerThroughForm(page, account);
  await linkFromMail(account.email, "/congratulation");
  await page.getByRole("button", { name: "Renvoyer l'e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Un nouvel e-mail de vérification" })).toBeVisible();
  await expect.poll(async () => (await mailsTo(account.email)).length).toBe(2);

  await page.getByRole("button", { name: "Déjà vérifié ?" }).click();
  await expect(page.getByText("Votre adresse n'est pas encore vérifiée")).toBeVisible();
});

test("a verification link that is not valid says so on the congratulation screen", async ({ page, allowApiStatus }) => {
  allowApiStatus(400);
  await page.goto("/congratulation?token=this-token-was-never-issued-0000");
  await expect(
    page.getByText(
      "La vérification de l'adresse e-mail a échoué : le lien a peut-être expiré, ou il n'est pas valide.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter pour renvoyer l'e-mail" })).toBeVisible();
});
