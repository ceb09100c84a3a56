import { expectNoSeriousAxeViolations } from "./helpers/axe.js";
import { registerVerifiedAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";

test("passkeys: add one from the dashboard with Chromium's virtual authenticator, sign out, sign in with it", async ({
  page,
}) => {
  // A platform authenticator that holds discoverable credentials and verifies its user (as Touch ID would).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const account = await registerVerifiedAccount(page, "passkey");
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Clés d'accès" });
  await expect(card.getByText("Aucune clé d'accès pour le moment.")).toBeVisible();
  // The registration's sign-in is recent: no password asked before adding the passkey.
  await card.getByLabel("Nom de la clé d'accès").fill("Ordinateur de test");
  await card.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
  await expect(card.getByText("Votre clé d'accès est enregistrée", { exact: false })).toBeVisible();
  await expect(card.getByText("Ordinateur de test")).toBeVisible();
  await expect(card.getByText(/Ajoutée le .* · jamais utilisée/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Méthodes de connexion" }).getByText("1 clé d'accès")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Renamed from the keyboard: Escape leaves the name as it was, Enregistrer changes it in the list.
  const renameButton = card.getByRole("button", { name: "Renommer la clé d'accès Ordinateur de test" });
  await renameButton.focus();
  await page.keyboard.press("Enter");
  const field = card.getByRole("textbox", { name: "Nouveau nom de la clé d'accès Ordinateur de test" });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Ordinateur de test");
  await page.keyboard.press("Escape");
  await expect(field).toHaveCount(0);
  await expect(renameButton).toBeFocused();
  await page.keyboard.press("Enter");
  await field.fill("   ");
  await page.keyboard.press("Enter");
  await expect(card.getByText("Donnez un nom à cette clé d'accès", { exact: false })).toBeVisible();
  await field.fill("  Portable du bureau ");
  await page.keyboard.press("Enter");
  await expect(card.getByText("La clé d'accès s'appelle désormais « Portable du bureau ».")).toBeVisible();
  await expect(card.getByText("Portable du bureau", { exact: true })).toBeVisible();
  await expect(card.getByText("Ordinateur de test")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Renommer la clé d'accès Portable du bureau" })).toBeFocused();
  await page.reload();
  await expect(card.getByText("Portable du bureau", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login/);
  // The address changes before the login screen's chunk loads: wait for its passkey button.
  const passkeyButton = page.getByRole("button", { name: "Se connecter avec une clé d'accès" });
  await expect(passkeyButton).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Adresse e-mail", exact: true })).toHaveAttribute(
    "autocomplete",
    "username webauthn",
  );
  await passkeyButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Bonjour, ${account.firstName}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Clés d'accès" }).getByText(/utilisée le /)).toBeVisible();
});
