import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { linkFromMail } from "./mailbox.js";

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new person for each test: tests share one server and run in parallel. */
export function newAccount(label: string): TestAccount {
  return {
    firstName: "Camille",
    lastName: "Durand",
    email: `${label}-${randomUUID().slice(0, 8)}@example.test`,
    password: "Horizon2030ok",
  };
}

/** Fills and sends the registration form; ends on the verification waiting screen. */
export async function registerThroughForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Nom", { exact: true }).fill(account.lastName);
  await page.getByLabel("Prénom").fill(account.firstName);
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByLabel("Confirmer le mot de passe").fill(account.password);
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vérification de l'adresse e-mail" })).toBeVisible();
}

/** A registered account whose address is verified through the mail's own link. */
export async function registerVerifiedAccount(page: Page, label: string): Promise<TestAccount> {
  const account = newAccount(label);
  await registerThroughForm(page, account);
  await page.goto(await linkFromMail(account.email, "/congratulation"));
  await expect(page.getByRole("heading", { name: "Félicitations" })).toBeVisible();
  return account;
}

/** Signs in through the login form and waits for the account page. */
export async function logIn(page: Page, account: Pick<TestAccount, "email" | "password">, { rememberMe = false } = {}) {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  if (rememberMe) await page.getByLabel("Rester connecté 30 jours").check();
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Bonjour/ })).toBeVisible();
}

/** A verified account also signed in on a second device (its own browser context, hence its own cookies). */
export async function accountOnTwoDevices(page: Page, browser: Browser, baseURL: string | undefined, label: string) {
  const account = await registerVerifiedAccount(page, label);
  const context = await browser.newContext({ baseURL });
  const otherDevice = await context.newPage();
  await logIn(otherDevice, account);
  return { account, otherDevice, closeOtherDevice: () => context.close() };
}
