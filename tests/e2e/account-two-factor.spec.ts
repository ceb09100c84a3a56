import type { Locator, Page } from "@playwright/test";
import { totpCodeAt } from "../../server/accounts/totp.js";
import { expectNoSeriousAxeViolations } from "./helpers/axe.js";
import { registerVerifiedAccount, type TestAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";

const STEP_MS = 30_000;

/** The login's first step, for an account with two-factor on: the page asks for the code. */
async function passwordStep(page: Page, account: TestAccount) {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByLabel("Code de vérification")).toBeVisible();
}

/** How many lines each element's text is laid out on. */
function linesOfEach(items: Locator): Promise<number[]> {
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    }),
  );
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login/);
}

test("two-factor: enrol from the secret on screen, sign in with a generated code, then with a recovery code, renew the codes", async ({
  page,
  allowApiStatus,
}) => {
  // Several sign-ins (argon2id by design): more than the default 30 s on a busy machine.
  test.slow();
  allowApiStatus(400);
  const account = await registerVerifiedAccount(page, "two-factor");
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Double authentification" });
  // The registration's sign-in is recent: no password asked before enrolling.
  await card.getByRole("button", { name: "Activer la double authentification" }).click();
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousAxeViolations(page);

  await card.getByLabel("Code affiché par l'application").fill("000000");
  await card.getByRole("button", { name: "Activer", exact: true }).click();
  await expect(card.getByText("Code incorrect ou déjà utilisé.", { exact: false })).toBeVisible();
  await card.getByLabel("Code affiché par l'application").fill(await totpCodeAt(secret, Date.now()));
  await card.getByRole("button", { name: "Activer", exact: true }).click();
  const codes = card.getByRole("list", { name: "Codes de récupération" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  // Each code on one line, on a wide screen and on the narrowest phone.
  for (const width of [1440, 1024, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await linesOfEach(codes), `${width} px`).toEqual(Array(10).fill(1));
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  const recoveryCode = (await codes.nth(0).textContent())?.trim() ?? "";
  const secondRecoveryCode = (await codes.nth(1).textContent())?.trim() ?? "";
  await expectNoSeriousAxeViolations(page);
  await card.getByRole("button", { name: "J'ai conservé mes codes" }).click();
  await expect(card.getByText("Codes de récupération restants : 10.")).toBeVisible();

  // The enrolment spent this step's code: the next step's is within the ±1 step window, without waiting.
  await signOut(page);
  await passwordStep(page, account);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel("Code de vérification").fill(await totpCodeAt(secret, Date.now() + STEP_MS));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await passwordStep(page, account);
  await page.getByLabel("Code de vérification").fill(recoveryCode);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card.getByText("Codes de récupération restants : 9.")).toBeVisible();

  // New codes while two-factor stays on, proved here with another recovery code: the list starts over.
  await card.getByLabel("Code actuel pour créer de nouveaux codes de récupération").fill(secondRecoveryCode);
  await card.getByRole("button", { name: "Créer de nouveaux codes de récupération" }).click();
  await expect(card.getByText("Nouveaux codes de récupération créés", { exact: false })).toBeVisible();
  await expect(codes).toHaveCount(10);
  await expect(codes.filter({ hasText: secondRecoveryCode })).toHaveCount(0);
  await card.getByRole("button", { name: "J'ai conservé mes codes" }).click();
  await expect(card.getByText("Codes de récupération restants : 10.")).toBeVisible();
});
