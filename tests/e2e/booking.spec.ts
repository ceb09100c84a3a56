import { expectNoAxeViolations } from "./helpers/axe.js";
import { registerVerifiedAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";

const REFERENCE = /^NOV-\d{4}-\d{5}$/;

test("a visitor books a discovery call: day, slot, details; the reference and the time are shown", async ({ page }) => {
  // axe over some 150 slot buttons takes seconds of CPU on a busy machine.
  test.slow();
  await page.goto("/rendez-vous");
  // Hydrated: the day row of the enhanced picker is there, and only the chosen day's slots show.
  const days = page.getByRole("group", { name: "Jour" }).getByRole("button");
  await expect(days.first()).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page, { include: "main" });
  // By keyboard: the sticky header may cover a control Playwright scrolls to the top edge.
  await days.nth(1).press("Enter");
  await expect(days.nth(1)).toHaveAttribute("aria-pressed", "true");
  const slot = page.getByRole("radio").filter({ visible: true }).first();
  const time = await slot.getAttribute("value");
  await slot.press("Space");
  await expect(slot).toBeChecked();
  await page.getByLabel("Prénom").fill("Hugo");
  await page.getByLabel("Nom", { exact: true }).fill("Blanc");
  await page.getByLabel("Adresse e-mail").fill(`booking-${Date.now()}@example.test`);
  await page.getByRole("checkbox", { name: /J'accepte/ }).check();
  await page.getByRole("button", { name: "Réserver l'appel" }).click();
  await expect(page.getByTestId("reference")).toHaveText(REFERENCE);
  await expect(page.getByTestId("booking-confirmation")).toContainText(`${time?.slice(11, 16)} (heure de Paris)`);
});

test("the cancel page says in words when a link is unknown, and passes axe", async ({ page }) => {
  await page.goto(`/rendez-vous/annulation?token=${"x".repeat(43)}`);
  await expect(page.getByRole("alert")).toHaveText(/Ce lien d'annulation n'est pas valide/);
  await expectNoAxeViolations(page, { include: "main" });
});

test("a signed-in visitor books with the form prefilled and finds the call under 'Mes demandes'", async ({ page }) => {
  test.slow();
  const account = await registerVerifiedAccount(page, "booking");
  await page.goto("/rendez-vous");
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(account.email);
  await expect(page.getByLabel("Prénom")).toHaveValue(account.firstName);
  await page.getByRole("radio").filter({ visible: true }).last().press("Space");
  await page.getByRole("checkbox", { name: /J'accepte/ }).check();
  await page.getByRole("button", { name: "Réserver l'appel" }).click();
  const reference = (await page.getByTestId("reference").textContent()) ?? "";
  expect(reference).toMatch(REFERENCE);

  await page.goto("/dashboard");
  const mine = page.getByTestId("my-requests").getByRole("listitem");
  await expect(mine.filter({ hasText: reference })).toContainText("Appel découverte");
  await expect(page.getByTestId("client-key")).toHaveText(/^NVD(-[0-9A-Z]{4}){4}$/);
  await expectNoAxeViolations(page, { include: "main" });
});
