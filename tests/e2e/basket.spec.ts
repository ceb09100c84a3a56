import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { newAccount } from "./support/account.js";

/** Opens an offer's overlay from its card, starts the project, and closes the overlay. */
async function startProject(page: Page, name: string) {
  await page
    .getByTestId("offer-card")
    .filter({ hasText: name })
    .getByRole("link", { name: "Découvrir cette offre" })
    .click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("button", { name: "Démarrer ce projet" }).click();
  await expect(dialog.getByRole("status")).toContainText(`« ${name} » est ajouté à votre panier.`);
  await expect(dialog.getByRole("status").getByRole("link", { name: "Voir le panier" })).toHaveAttribute(
    "href",
    "/panier",
  );
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toHaveCount(0);
}

const basketLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Panier/ });

test("two offers go in the basket, stay after a reload, and become a quote with its PDF", async ({ page, context }) => {
  await page.goto("/start-scale");
  await expect(basketLink(page)).toHaveAccessibleName("Panier");
  await startProject(page, "Shopify Essential");
  await expect(basketLink(page)).toHaveAccessibleName("Panier, 1 offre");
  await startProject(page, "WordPress Start");
  await expect(basketLink(page)).toHaveAccessibleName("Panier, 2 offres");

  // An offer is a project, not a quantity: starting it again adds nothing.
  await page
    .getByTestId("offer-card")
    .filter({ hasText: "WordPress Start" })
    .getByRole("link", { name: "Découvrir cette offre" })
    .click();
  await page.getByRole("button", { name: "Démarrer ce projet" }).click();
  await expect(page.getByRole("status")).toContainText("« WordPress Start » est déjà dans votre panier.");
  await page.keyboard.press("Escape");
  await expect(basketLink(page)).toHaveAccessibleName("Panier, 2 offres");

  await page.reload();
  await expect(basketLink(page)).toHaveAccessibleName("Panier, 2 offres");

  // A second tab opens the basket; what it changes, the first tab's header shows (the storage event).
  const basket = await context.newPage();
  await basket.goto("/start-scale");
  await basketLink(basket).click();
  await expect(basket).toHaveURL(/\/panier$/);
  const lines = basket.getByTestId("basket-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText("Shopify Essential");
  await expect(lines.first()).toContainText("Délai de livraison : 2 semaines");
  await expect(lines.first()).toContainText(/1\s990\s€\sHT/);
  await expect(basket.getByTestId("basket-totals")).toContainText(/Total HT\s*2\s680\s€\sHT/);
  await basket.getByRole("button", { name: "Retirer Shopify Essential du panier" }).click();
  await expect(lines).toHaveCount(1);
  const totals = basket.getByTestId("basket-totals");
  await expect(totals).toContainText(/Total HT\s*690\s€\sHT/);
  await expect(totals).toContainText(/TVA 20\s%\s*138\s€/);
  await expect(totals).toContainText(/Total TTC\s*828\s€\sTTC/);
  await expect(basketLink(page)).toHaveAccessibleName("Panier, 1 offre");

  await basket.getByRole("button", { name: "Recevoir mon devis" }).click();
  const form = basket.getByRole("form", { name: "Recevoir mon devis" });
  await form.getByRole("button", { name: "Recevoir mon devis" }).click();
  await expect(form.getByRole("textbox", { name: "Prénom" })).toBeFocused();
  await form.getByRole("textbox", { name: "Prénom" }).fill("Camille");
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Lefèvre");
  await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(`camille.${Date.now()}@example.com`);
  await form.getByRole("textbox", { name: "Société" }).fill("Atelier Lefèvre");
  await form.getByRole("textbox", { name: "Adresse de facturation" }).fill("12 rue des Lilas, 69003 Lyon");
  await form.getByRole("textbox", { name: /Numéro de TVA/ }).fill("FR50 843 765 215");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Recevoir mon devis" }).click();

  const confirmation = basket.getByTestId("quote-confirmation");
  // The server renders the PDF before answering: up to seconds on a loaded two-core machine (docs/0023).
  await expect(confirmation.getByRole("heading", { name: "Votre devis est prêt" })).toBeFocused({ timeout: 20_000 });
  await expect(confirmation).toContainText(/Devis DEV-\d{4}-\d{4}, d'un montant de 828\s€\sTTC/);
  const pdfHref = await confirmation.getByRole("link", { name: "Télécharger le devis (PDF)" }).getAttribute("href");
  const pdf = await basket.request.get(pdfHref ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // The basket became the quote: both tabs show it empty.
  await expect(basketLink(page)).toHaveAccessibleName("Panier");
});

test("without JavaScript the basket page says what it needs and where else to go", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/panier");
  await expect(page.getByText("il faut JavaScript pour l'afficher")).toBeVisible();
  await expect(page.getByRole("link", { name: "demande de devis" })).toHaveAttribute(
    "href",
    "/contact?type=quote&sourcePage=%2Fpanier",
  );
  await context.close();
});

test("signed in, the basket follows the account to a second browser", async ({ page, browser, baseURL }) => {
  const account = newAccount("basket");
  const registered = await page.request.post("/trpc/auth.register", {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(registered.ok()).toBe(true);
  const merged = page.waitForResponse((response) => response.url().includes("/trpc/basket.merge"));
  await page.goto("/start-scale");
  await merged;
  const saved = page.waitForResponse((response) => response.url().includes("/trpc/basket.replace"));
  await startProject(page, "Site vitrine Start");
  await saved;

  const other = await browser.newContext({ baseURL });
  const elsewhere = await other.newPage();
  const login = await elsewhere.request.post("/trpc/auth.login", {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  await elsewhere.goto("/panier");
  await expect(elsewhere.getByTestId("basket-line")).toHaveText([/Site vitrine Start/]);
  await expect(basketLink(elsewhere)).toHaveAccessibleName("Panier, 1 offre");
  // The quote form is filled in from the account (the header's auth.me answer; the page loads no React Query).
  await elsewhere.getByRole("button", { name: "Recevoir mon devis" }).click();
  const form = elsewhere.getByRole("form", { name: "Recevoir mon devis" });
  await expect(form.getByRole("textbox", { name: "Prénom" })).toHaveValue(account.firstName);
  await expect(form.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue(account.lastName);
  await expect(form.getByRole("textbox", { name: "Adresse e-mail" })).toHaveValue(account.email);
  await other.close();
});

test("signed in, « Mes devis » accepts the owner's quote with one click", async ({ page }) => {
  const account = newAccount("quote-owner");
  const registered = await page.request.post("/trpc/auth.register", {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(registered.ok()).toBe(true);
  const issued = await page.request.post("/api/quotes", {
    data: {
      offers: ["web-start"],
      customer: { firstName: "Ana", lastName: "Lima", email: account.email, company: "Lima", address: "Lyon" },
      consent: true,
    },
  });
  const { reference } = (await issued.json()) as { reference: string };
  await page.goto("/dashboard");
  const quotes = page.getByTestId("my-quotes");
  await quotes.getByRole("button", { name: `Accepter le devis ${reference}` }).click();
  await expect(page.locator("#mes-devis").getByRole("status")).toContainText(`Devis ${reference} accepté, merci !`);
  await expect(quotes.getByRole("listitem").filter({ hasText: reference })).toContainText("Accepté");
  await expect(quotes.getByRole("button", { name: `Accepter le devis ${reference}` })).toHaveCount(0);
});
