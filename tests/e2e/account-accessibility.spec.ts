import type { Page } from "@playwright/test";
import { verificationRedirectDelayMs } from "../../src/accounts/verification/redirect-delay.js";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { logIn, registerVerifiedAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";

const publicScreens = [
  { path: "/login", heading: "Bienvenue" },
  { path: "/register", heading: "Créer un compte" },
  { path: "/forgot-password", heading: "Mot de passe oublié" },
  { path: "/reset-password", heading: "Nouveau mot de passe" },
  { path: "/send-email", heading: "Vérification de l'adresse e-mail" },
  { path: "/verify-email", heading: "Vérification de l'adresse e-mail" },
  { path: "/email-verification", heading: "Adresse e-mail vérifiée" },
  { path: "/google-callback?error=google", heading: "Connexion impossible" },
];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector("main");
    return main ? main.scrollWidth - main.clientWidth : 0;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Each screen is loaded once and audited on a phone and a desktop width (a load costs more than a resize). */
async function fitsAndPassesAxeAtEachWidth(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  }
}

for (const screen of publicScreens) {
  test(`${screen.path} has its heading, fits the width and passes axe`, async ({ page }) => {
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
    await fitsAndPassesAxeAtEachWidth(page);
  });
}

test("the account page passes axe and fits the width", async ({ page }) => {
  const account = await registerVerifiedAccount(page, "axe");
  await logIn(page, account);
  await expect(page.getByTestId("sessions").getByRole("listitem")).not.toHaveCount(0);
  await fitsAndPassesAxeAtEachWidth(page);
});

test("the congratulation screen passes axe", async ({ page }) => {
  // The screen moves on after its pause, and under load axe takes longer than that: the pause's timer
  // is held so the audit sees the screen itself (account-registration.spec checks the move on).
  await page.addInitScript((pause) => {
    const setTimeout = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === pause ? 0 : setTimeout(handler, delay, ...rest)) as typeof window.setTimeout;
  }, verificationRedirectDelayMs);
  await registerVerifiedAccount(page, "axe-congrat");
  await fitsAndPassesAxeAtEachWidth(page);
});

test("the login screen works by keyboard alone, with a visible focus", async ({ page }) => {
  const account = await registerVerifiedAccount(page, "keyboard");
  await page.context().clearCookies();
  await page.goto("/login");
  const email = page.getByLabel("Adresse e-mail");
  await email.focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Mot de passe", { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press("Tab");
  const toggle = page.getByRole("button", { name: "Afficher le mot de passe" });
  await expect(toggle).toBeFocused();
  // The focus ring is drawn (global :focus-visible outline), not suppressed.
  expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveAttribute("type", "text");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Rester connecté 30 jours")).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
});
