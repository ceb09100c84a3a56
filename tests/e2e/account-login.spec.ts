import type { Browser, Page } from "@playwright/test";
import { logIn, registerVerifiedAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";
import { setGoogleIdentity } from "./support/mailbox.js";

test("a wrong password shows the server's message above the buttons", async ({ page, allowApiStatus }) => {
  allowApiStatus(401);
  const account = await registerVerifiedAccount(page, "wrong-password");
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("NotMyPassword1");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
  await expect(page).toHaveURL(/\/login$/);
});

test("the login form checks its fields when they are left", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill("nobody");
  await page.getByLabel("Mot de passe", { exact: true }).focus();
  await expect(page.getByText("Saisissez une adresse e-mail valide.")).toBeVisible();
  await page.getByLabel("Adresse e-mail").focus();
  await expect(page.getByText("Saisissez le mot de passe.")).toBeVisible();
});

/** Signs in on one browser, then opens a new one holding what a restarted browser keeps: persistent cookies. */
async function afterBrowserRestart(browser: Browser, baseURL: string | undefined, page: Page, rememberMe: boolean) {
  const account = await registerVerifiedAccount(page, rememberMe ? "remember" : "forget");
  const first = await browser.newContext({ baseURL });
  await logIn(await first.newPage(), account, { rememberMe });
  const saved = await first.storageState();
  await first.close();
  const restarted = await browser.newContext({
    baseURL,
    storageState: { ...saved, cookies: saved.cookies.filter((cookie) => cookie.expires !== -1) },
  });
  const again = await restarted.newPage();
  await again.goto("/dashboard");
  return { account, saved, again, close: () => restarted.close() };
}

test("'Rester connecté 30 jours' keeps the session across a browser restart", async ({ browser, baseURL, page }) => {
  const { account, saved, again, close } = await afterBrowserRestart(browser, baseURL, page, true);
  const persistent = saved.cookies.filter((cookie) => cookie.expires > Date.now() / 1000 + 29 * 24 * 3600);
  expect(persistent.length).toBeGreaterThan(0);
  await expect(again.getByRole("heading", { level: 1, name: `Bonjour, ${account.firstName}` })).toBeVisible();
  await close();
});

test("without 'Rester connecté 30 jours' the session ends with the browser", async ({ browser, baseURL, page }) => {
  const { again, close } = await afterBrowserRestart(browser, baseURL, page, false);
  await expect(again).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await close();
});

test("/dashboard sends a visitor to the login screen and back to it after login", async ({ page }) => {
  const account = await registerVerifiedAccount(page, "next");
  // The signed-in page syncs its basket; a request still on its way when the cookies go would answer 401.
  await page.waitForLoadState("networkidle");
  await page.context().clearCookies();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Bonjour, ${account.firstName}` })).toBeVisible();
});

test("'Se déconnecter' signs out and the account page is closed again", async ({ page }) => {
  const account = await registerVerifiedAccount(page, "logout");
  await logIn(page, account);
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test("the header's account icon leads to the login screen, or to the account page once signed in", async ({ page }) => {
  await page.goto("/");
  const accountIcon = page.getByRole("banner").getByRole("link", { name: "Mon compte" });
  await expect(accountIcon).toHaveAttribute("href", "/login");
  await registerVerifiedAccount(page, "header"); // registration signs the new user in
  await page.goto("/");
  await expect(accountIcon).toHaveAttribute("href", "/dashboard");
  await accountIcon.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Bonjour/ })).toBeVisible();
});

test("Google sign-in goes through the OpenID provider and opens the account page", async ({ page }) => {
  const email = `google-${Date.now()}@example.test`;
  await setGoogleIdentity({
    sub: `google-${Date.now()}`,
    email,
    email_verified: true,
    given_name: "Gaëlle",
    family_name: "Lefèvre",
  });
  await page.goto("/login");
  await page.getByRole("link", { name: "Se connecter avec Google" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Gaëlle" })).toBeVisible();
  // The profile card's address (the « Adresse e-mail » card shows it too).
  await expect(page.getByRole("definition").filter({ hasText: email })).toBeVisible();
});

test("a failed Google sign-in says so and leads back to the login screen", async ({ page }) => {
  await page.goto("/google-callback?error=google");
  await expect(page.getByRole("alert")).toHaveText("La connexion avec Google a échoué.");
  await page.getByRole("link", { name: "Retour à la connexion" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("signing out without a network still clears the browser's state, with the « Erreur lors de la déconnexion » toast", async ({
  page,
  context,
  allowOffline,
}) => {
  allowOffline();
  const account = await registerVerifiedAccount(page, "logout-offline");
  await logIn(page, account);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page.getByText("Erreur lors de la déconnexion.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bienvenue" })).toBeVisible();
  await context.setOffline(false);
});
