import { randomUUID } from "node:crypto";
import { messages } from "../../src/shared/messages/catalogue.js";
import { expectNoSeriousAxeViolations } from "./helpers/axe.js";
import { newAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";
import { linkFromMail, mailsTo, setGoogleIdentity } from "./support/mailbox.js";

/**
 * The sign-in methods panel and a change of e-mail, end to end (docs/0027-account-identity.md).
 * One account for both (each sign-in costs an argon2id hash): registered through the API, which leaves
 * the session cookie in the page's context, since registration screens have their own specs.
 */
test("sign-in methods and change of e-mail: asked on the account page, confirmed from the new inbox, cancelled from the old one", async ({
  page,
}) => {
  test.slow();
  const account = newAccount("identity");
  const registered = await page.request.post("/trpc/auth.register", {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(registered.status()).toBe(200);
  await page.goto("/dashboard");

  // Google linked through the provider, with another address than the account's.
  const panel = page.getByRole("region", { name: "Méthodes de connexion" });
  const googleLine = panel.getByRole("listitem").filter({ hasText: "Google" });
  await expect(panel.getByRole("listitem").filter({ hasText: "Mot de passe" })).toContainText("Défini");
  await expect(googleLine).toContainText("Non associé");
  const googleEmail = `perso-${randomUUID().slice(0, 8)}@gmail.example`;
  await setGoogleIdentity({ sub: `g-${randomUUID()}`, email: googleEmail, email_verified: true });
  await panel.getByRole("link", { name: "Associer un compte Google" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(panel.getByRole("status")).toHaveText(messages.identity.googleLinked);
  await expect(googleLine).toContainText(googleEmail);

  // The change asked: nothing changes yet, the card says where the link went.
  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.test`;
  const card = page.getByRole("region", { name: "Adresse e-mail" });
  await card.getByLabel("Nouvelle adresse e-mail").fill(newEmail);
  await card.getByRole("button", { name: "Changer d'adresse" }).click();
  await expect(card.getByRole("status")).toHaveText(messages.identity.emailChangeSent(newEmail));
  await expect(card.getByTestId("pending-email-change")).toContainText(newEmail);
  await expectNoSeriousAxeViolations(page);

  // Google removed: the password remains.
  await panel.getByRole("button", { name: "Retirer Google" }).click();
  await expect(panel.getByRole("status")).toHaveText(messages.identity.googleUnlinked);
  await expect(googleLine).toContainText("Non associé");

  // The new inbox's link: a page with a button (a GET changes nothing), then the change.
  await page.goto(await linkFromMail(newEmail, "/email-change"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirmer ma nouvelle adresse" })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Confirmer ma nouvelle adresse" }).click();
  await expect(page.getByRole("status")).toHaveText(messages.identity.emailChanged(newEmail));

  // The old inbox heard of the request and of the change; its cancel link takes the address back.
  await expect
    .poll(async () => (await mailsTo(account.email)).map((mail) => mail.subject.split(" – ")[0]))
    .toEqual(
      expect.arrayContaining(["Demande de changement de votre adresse e-mail", "Votre adresse e-mail a été modifiée"]),
    );
  await page.goto(await linkFromMail(account.email, "/email-change/cancel"));
  await expect(page.getByRole("heading", { level: 1, name: "Annuler le changement d'adresse" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Annuler et sécuriser mon compte" }).click();
  await expect(page.getByRole("status")).toHaveText(messages.identity.emailChangeCancelled);
  // This browser is the owner's: it stays signed in, back on the old address.
  const me = await page.request.get("/trpc/auth.me");
  expect(((await me.json()) as { result: { data: { email: string } } }).result.data.email).toBe(account.email);
});
