import type { Page } from "@playwright/test";
import { newAccount, registerThroughForm } from "./support/account.js";
import { expect, test } from "./support/account-test.js";

/** Form posts that load a new document (the no-JavaScript path), and the tRPC calls React makes instead. */
function watchSubmissions(page: Page) {
  const documentPosts: string[] = [];
  const trpcCalls: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    if (request.isNavigationRequest()) documentPosts.push(request.url());
    const { pathname } = new URL(request.url());
    // A batch names its procedures together: "/trpc/auth.logout,auth.me".
    if (pathname.startsWith("/trpc/")) trpcCalls.push(...pathname.slice("/trpc/".length).split(","));
  });
  return { documentPosts, trpcCalls };
}

test("with JavaScript the same forms go through React: tRPC calls, no page load", async ({ page, allowApiStatus }) => {
  // A registration and two logins (argon2id by design): more than the default 30 s on a busy machine.
  test.slow();
  allowApiStatus(401);
  const submissions = watchSubmissions(page);
  const account = newAccount("enhanced");
  await registerThroughForm(page, account);

  await page.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });
  await page.getByRole("link", { name: "Mon compte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Bonjour, ${account.firstName}` })).toBeVisible();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The address changes before the login screen's chunk has loaded: the account page (and its own e-mail fields) can
  // still be on screen for a moment.
  await expect(page.getByRole("heading", { level: 1, name: "Bienvenue" })).toBeVisible();

  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("NotMyPassword1");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The window set up before signing out is the same one: no form loaded a new document.
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(submissions.documentPosts).toEqual([]);
  expect(submissions.trpcCalls).toEqual(expect.arrayContaining(["auth.register", "auth.logout", "auth.login"]));
});
