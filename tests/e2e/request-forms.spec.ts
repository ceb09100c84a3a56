import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { registerVerifiedAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";

const REFERENCE = /NOV-\d{4}-\d{5}/;

/** The text of the form page a link opens, as the server sends it (before any script): the context must already be there. */
async function landing(request: APIRequestContext, href: string | null) {
  expect(href).not.toBeNull();
  const response = await request.get(href ?? "");
  expect(response.status(), href ?? "").toBe(200);
  // Its visible text: scripts, tags and React's text separators left out.
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>|<!--[\s\S]*?-->|<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const hrefOf = (page: Page, name: string | RegExp) =>
  page.getByRole("link", { name, exact: true }).first().getAttribute("href");

test("the Start & Scale calls to action open the quote form with their context", async ({ page, request }) => {
  await page.goto("/start-scale");
  expect(await landing(request, await hrefOf(page, "Devis gratuit en 24 h"))).toContain(
    "Devis gratuit, réponse sous 24 h ouvrées",
  );
  expect(await hrefOf(page, "Réserver un appel")).toBe("/rendez-vous");

  await page
    .getByTestId("offer-card")
    .filter({ hasText: "Shopify Essential" })
    .getByRole("link", { name: "Découvrir cette offre" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Shopify Essential" });
  // 'Démarrer ce projet' fills the basket (tests/e2e/basket.spec.ts); the custom quote is a request.
  const href = await dialog.getByRole("link", { name: "Devis personnalisé" }).getAttribute("href");
  // The link names the page it was followed from, which the team sees with the request: the overlay is at the
  // offer's own address.
  expect(href).toBe("/contact?type=quote&offerId=shopify-essential&sourcePage=%2Fstart-scale%2Fshopify-essential");
  expect(await landing(request, href)).toContain("Shopify Essential");
});

test("an expertise's call to action and the help centre's controls open their forms with their context", async ({
  page,
  request,
}) => {
  await page.goto("/expertises/cloud-devops");
  const expertiseForm = await landing(request, await hrefOf(page, "Développons votre projet"));
  expect(expertiseForm).toMatch(/Expertise :.*Cloud/);

  await page.goto("/support");
  expect(await hrefOf(page, "Soumettre une demande")).toBe("/support/demande");
  const legal = page.getByTestId("help-category").filter({ hasText: "Juridique" }).getByRole("link");
  expect(await landing(request, await legal.getAttribute("href"))).toContain("Catégorie : Juridique");
  // 'Déclencher' carries the key to the priority form, which asks who writes and why.
  await page.getByRole("textbox", { name: "Clé client" }).fill("NVD-0000-0000-0000-0000");
  await page.getByRole("button", { name: "Déclencher" }).click();
  await expect(page).toHaveURL(/\/support\/prioritaire\?clientKey=NVD-0000-0000-0000-0000$/);
  await expect(page.getByRole("textbox", { name: "Clé client" })).toHaveValue("NVD-0000-0000-0000-0000");
});

test("the home page's banners lead somewhere", async ({ page }) => {
  await page.goto("/");
  expect(await hrefOf(page, "Nous contacter")).toBe("/contact");
  expect(await hrefOf(page, "Pré-inscription")).toBe("/careers");
  expect(await hrefOf(page, "Explorer l'horizon")).toBe("/blog");
});

async function fillContactForm(page: Page, email: string, messageLabel = "Votre message") {
  await page.getByLabel("Prénom").fill("Léa");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel(messageLabel).fill("Nous voulons une boutique en ligne.");
  await page.getByLabel(/J'accepte/).check();
}

test("the quote form sent with JavaScript shows the reference and the promise, without reloading", async ({ page }) => {
  await page.goto("/contact?type=quote&expertiseId=cloud-devops", { waitUntil: "networkidle" });
  // A mistake is shown beside its field before anything is sent.
  await page.getByRole("button", { name: "Demander mon devis" }).click();
  await expect(page.getByText("Le prénom est obligatoire.")).toBeVisible();
  await expectNoAxeViolations(page, { include: "main" });

  await fillContactForm(page, "quote-js@example.fr");
  let reloaded = false;
  page.on("framenavigated", () => {
    reloaded = true;
  });
  await page.getByRole("button", { name: "Demander mon devis" }).click();
  const confirmation = page.getByTestId("request-confirmation");
  await expect(confirmation).toContainText(REFERENCE);
  await expect(confirmation).toContainText("sous 24 h ouvrées");
  expect(reloaded).toBe(false);
});

test("a quote about an offer names it from the server's HTML: the offers' catalogue loads only on a move in the site", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact?type=quote&offerId=shopify-essential", { waitUntil: "networkidle" });
  // Hydrated: React adopted the server's line rather than render it with the catalogue.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);
  await expect(page.getByTestId("request-context")).toContainText(/Offre\s*:\s*Shopify Essential/);
  expect(scripts.filter((path) => /catalogue/i.test(path))).toEqual([]);
});

test("a refusal the server names a field for is shown beside it, sent without the tRPC client", async ({
  page,
  allowApiStatus,
}) => {
  // The unknown client key is the server's to find: a 400 naming the field.
  allowApiStatus(400);
  await page.goto("/support/prioritaire?clientKey=NVD-0000-0000-0000-0000", { waitUntil: "networkidle" });
  await fillContactForm(page, "priority-js@example.fr", "Que se passe-t-il ?");
  await page.getByRole("button", { name: "Déclencher" }).click();
  const key = page.getByRole("textbox", { name: "Clé client" });
  await expect(key).toHaveAccessibleDescription(/Cette clé client est inconnue/);
  await expect(key).toBeFocused();
});

test("signed in, a request form reached inside the site is filled in from the account", async ({ page }) => {
  test.slow();
  const account = await registerVerifiedAccount(page, "request");
  // A prerendered page, then a move in the site: no page data, the visit's one `auth.me` answer fills the form.
  await page.goto("/support", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Soumettre une demande", exact: true }).first().click();
  await expect(page).toHaveURL(/\/support\/demande$/);
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(account.email);
  await expect(page.getByLabel("Prénom")).toHaveValue(account.firstName);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to the server, which answers with the reference", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, "no-js@example.fr");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL(/\/contact#confirmation$/);
    await expect(page.getByTestId("request-confirmation")).toContainText(REFERENCE);
  });
});
