import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { PrerenderManifest } from "../../server/platform/pages/prerendered-pages.js";
import { runPdfTool } from "../../server/testing/pdf-tools.js";
import { localeOfPath, matchEnglishRoute } from "../../src/app/shared/locale-paths.js";
import * as en from "../../src/shared/messages/en.js";
import { expect, test } from "./fixtures.js";
import { frenchIn, frenchOnlyFragments } from "./helpers/french-fragments.js";
import { expectAccessiblePage } from "./helpers/public-page-accessibility.js";
import { mailsTo } from "./support/mailbox.js";

const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "dist", "pages", "en", "manifest.json"), "utf8"),
) as PrerenderManifest;
const englishPages = Object.keys(manifest.pages)
  .filter((path) => localeOfPath(path) === "en")
  .sort();
/** One English page per route: the pages a visitor reaches with the site's scripts running. */
const onePerRoute = [...new Map(englishPages.map((path) => [matchEnglishRoute(path, {})?.name, path])).values()];
const fragments = frenchOnlyFragments();

/** What a person reads or hears on the page: its text, and the names and hints written in attributes. */
const readableText = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].flatMap(
      (element) => ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });

/**
 * Each English form sent empty: it stays at its English address, marks its fields, and says why in English (with
 * JavaScript, the browser's check; without, the server's page). The French pieces found, by page.
 */
async function emptyFormFaults(page: Page): Promise<string[]> {
  const faults: string[] = [];
  for (const path of ["/en/contact", "/en/support/request", "/en/booking", "/en/register", "/en/login"]) {
    await page.goto(path);
    await page.locator("main form button[type=submit]").first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
    for (const fragment of frenchIn(await readableText(page), fragments)) faults.push(`${path}: « ${fragment} »`);
  }
  return faults;
}

test("the English site is prerendered, one page or more for every public route", () => {
  expect(englishPages.length).toBeGreaterThan(60);
  expect(onePerRoute.length).toBeGreaterThan(25);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no English page shows a French interface string", async ({ page }) => {
    test.slow();
    const faults: string[] = [];
    for (const path of englishPages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      for (const fragment of frenchIn(await readableText(page), fragments)) faults.push(`${path}: « ${fragment} »`);
    }
    expect(faults).toEqual([]);
  });

  test("English forms are answered at their English address, in English: refused, then sent", async ({ page }) => {
    expect(await emptyFormFaults(page)).toEqual([]);

    await page.goto("/en/contact");
    const form = page.locator("main form");
    await form.getByRole("textbox", { name: en.visitorForm.firstNameLabel }).fill("Olivia");
    await form.getByRole("textbox", { name: en.visitorForm.lastNameLabel }).fill("Bennett");
    await form.getByRole("textbox", { name: en.formWords.emailAddressLabel }).fill(`olivia.${Date.now()}@example.com`);
    await form.getByRole("textbox", { name: en.requestPages.messageLabel }).fill("We would like a shop in English.");
    await form.getByRole("checkbox").check();
    await form.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/en\/contact#confirmation$/);
    await expect(page.locator("main")).toContainText(/NOV-\d{4}-\d{5}/);
    expect(frenchIn(await readableText(page), fragments)).toEqual([]);
  });
});

/**
 * One English page per route with its scripts run: the words React writes after hydration, and the same checks of
 * structure, overflow and axe as the French pages' (helpers/public-page-accessibility.ts).
 */
for (const path of onePerRoute) {
  test(`${path}: no French once hydrated; landmarks, no overflow and axe as on French pages`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(path, { waitUntil: "networkidle" });
    expect(frenchIn(await readableText(page), fragments)).toEqual([]);
    if (matchEnglishRoute(path, {})?.route.indexable) await expectAccessiblePage(page);
  });
}

test("English forms sent empty name their faults in English", async ({ page }) => {
  expect(await emptyFormFaults(page)).toEqual([]);
});

test("an English visitor's quote comes in English, PDF included, and the team's notice in French", async ({ page }) => {
  test.slow();
  await page.goto("/en/start-scale");
  await page
    .getByTestId("offer-card")
    .filter({ hasText: "Showcase site Start" })
    .getByRole("link", { name: en.startScale.discoverOfferLink })
    .click();
  const dialog = page.getByRole("dialog", { name: "Showcase site Start" });
  await dialog.getByRole("button", { name: en.basket.startProjectButton }).click();
  await dialog.getByRole("status").getByRole("link", { name: en.basket.seeBasketLink }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await page.getByRole("button", { name: en.basket.getQuoteButton }).click();
  const form = page.getByRole("form", { name: en.basket.getQuoteButton });
  const email = `olivia.${Date.now()}@example.com`;
  await form.getByRole("textbox", { name: en.formWords.firstNameLabel }).fill("Olivia");
  await form.getByRole("textbox", { name: en.formWords.lastNameLabel, exact: true }).fill("Bennett");
  await form.getByRole("textbox", { name: en.formWords.emailAddressLabel }).fill(email);
  await form.getByRole("textbox", { name: en.basket.companyLabel }).fill("Bennett & Hale");
  await form.getByRole("textbox", { name: en.basket.billingAddressLabel }).fill("4 Brick Lane, London E1 6RF");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: en.basket.getQuoteButton }).click();
  const confirmation = page.getByTestId("quote-confirmation");
  await expect(confirmation.getByRole("heading", { name: en.basket.quoteReadyHeading })).toBeVisible({
    timeout: 20_000,
  });
  // "€1,188 incl. VAT": the money in English conventions.
  await expect(confirmation).toContainText(/€[\d,]+\sincl\.\sVAT/);

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [mail] = await mailsTo(email);
  expect(frenchIn(`${mail?.subject}\n${mail?.text}`, fragments)).toEqual([]);
  expect(mail?.text).toMatch(/quote/i);
  const pdf = mail?.attachments.find((attachment) => attachment.contentType === "application/pdf");
  expect(pdf).toBeDefined();
  const pdfText = await runPdfTool("pdftotext", (file) => ["-layout", file, "-"], pdf?.bytes ?? Buffer.alloc(0));
  expect(pdfText).toMatch(/Quote/);
  expect(pdfText).toMatch(/excl\. VAT/);
  // The offer and its delivery time in English, the terms of sale's clause from their English translation.
  expect(pdfText).toContain("Showcase site Start");
  expect(pdfText).not.toMatch(/\bDevis\b|\bHT\b|\bTTC\b|semaines|Site vitrine/);
  expect(pdfText).toContain("/en/legal/terms-of-sale");

  // The team reads French, told the visitor's language.
  await expect
    .poll(async () => (await mailsTo("commercial@novadis.fr")).filter((each) => each.replyTo === email).length)
    .toBeGreaterThan(0);
  const notice = (await mailsTo("commercial@novadis.fr")).find((each) => each.replyTo === email);
  expect(notice?.text).toMatch(/anglais/i);
  expect(notice?.text).toMatch(/devis/i);
});
