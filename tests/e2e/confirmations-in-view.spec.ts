import type { Locator, Page } from "@playwright/test";
import { samplePdf } from "../../server/testing/sample-files.js";
import { expect, test } from "./fixtures.js";
import { header } from "./helpers/header.js";
import { registerVerifiedAccount } from "./support/account.js";

/**
 * After a public form succeeds, its confirmation is what the visitor sees: the reference inside the viewport and
 * below the sticky header (the confirmation's `scroll-margin-top` is the header's height), the focus on the
 * confirmation with JavaScript, the address's fragment on it without (src/ui/forms/Confirmation.tsx).
 */
const REFERENCE = /NOV-\d{4}-\d{5}/;
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 720 };

/** Where the reference is, against the header's bottom edge and the viewport's height. */
async function expectInView(page: Page, confirmation: Locator, reference: Locator) {
  await expect(reference).toBeVisible();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  // The scroll happens a frame after the confirmation appears.
  await expect
    .poll(async () => {
      const bar = await header(page).boundingBox();
      const region = await confirmation.boundingBox();
      const box = await reference.boundingBox();
      if (!bar || !region || !box) return "no box";
      const below = bar.y + bar.height - 1;
      if (region.y < below) return `the confirmation starts at ${region.y}, under the header (to ${below + 1})`;
      if (box.y < below) return `the reference is at ${box.y}, under the header`;
      if (box.y + box.height > viewport.height)
        return `the reference ends at ${box.y + box.height}, below the viewport`;
      return "in view";
    })
    .toBe("in view");
}

const holdsFocus = (confirmation: Locator) =>
  confirmation.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

async function fillVisitor(page: Page, email: string) {
  await page.getByLabel("Prénom").fill("Léa");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill(email);
}

/** Each public form, filled in and sent: the page it ends on shows the confirmation. */
const forms: {
  name: string;
  send(page: Page, scripted: boolean): Promise<void>;
  confirmation: string;
  reference(c: Locator): Locator;
}[] = [
  {
    name: "the quote form",
    async send(page) {
      await page.goto("/contact?type=quote");
      await fillVisitor(page, `quote-${Date.now()}@example.fr`);
      await page.getByLabel("Votre message").fill("Une boutique en ligne pour nos ateliers.");
      await page.getByLabel(/J'accepte/).check();
      await page.getByRole("button", { name: "Demander mon devis" }).click();
    },
    confirmation: "request-confirmation",
    reference: (confirmation) => confirmation.getByText(REFERENCE),
  },
  {
    name: "the support form",
    async send(page) {
      await page.goto("/support/demande?category=compte-securite");
      await fillVisitor(page, `support-${Date.now()}@example.fr`);
      await page.getByLabel("Décrivez votre demande").fill("Je ne reçois pas l'e-mail de vérification.");
      await page.getByLabel(/J'accepte/).check();
      await page.getByRole("button", { name: "Soumettre la demande" }).click();
    },
    confirmation: "request-confirmation",
    reference: (confirmation) => confirmation.getByText(REFERENCE),
  },
  {
    name: "the booking form",
    async send(page, scripted) {
      await page.goto("/rendez-vous");
      // A day of its own for each run: the other booking specs take slots of the first two days in parallel
      // workers, and a slot counted from the end of a day moves when another worker takes one first.
      // By keyboard: the sticky header may cover a control Playwright scrolls to the top edge.
      if (scripted) {
        const day = page
          .getByRole("group", { name: "Jour" })
          .getByRole("button")
          .nth(page.viewportSize()?.width === 1280 ? 3 : 4);
        await day.press("Enter");
        await expect(day).toHaveAttribute("aria-pressed", "true");
        await page.getByRole("radio").filter({ visible: true }).first().press("Space");
      } else {
        // Without JavaScript every day is listed: a slot near the end of the last one.
        await page.getByRole("radio").nth(-3).press("Space");
      }
      await fillVisitor(page, `booking-${Date.now()}@example.test`);
      await page.getByRole("checkbox", { name: /J'accepte/ }).check();
      await page.getByRole("button", { name: "Réserver l'appel" }).click();
    },
    confirmation: "booking-confirmation",
    reference: (confirmation) => confirmation.getByTestId("reference"),
  },
  {
    name: "the job application form",
    async send(page) {
      await page.goto("/careers");
      const href = await page
        .getByTestId("job-card")
        .first()
        .getByRole("link", { name: /^Postuler/ })
        .getAttribute("href");
      await page.goto(href ?? "");
      await fillVisitor(page, `apply-${Date.now()}@example.test`);
      await page.getByLabel("CV").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
      await page.getByRole("checkbox", { name: /J'accepte/ }).check();
      await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    },
    confirmation: "application-confirmation",
    reference: (confirmation) => confirmation.getByTestId("reference"),
  },
];

for (const viewport of [laptop, phone]) {
  test.describe(`with JavaScript, at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const form of forms) {
      test(`${form.name}: the reference is in view below the header and the confirmation holds the focus`, async ({
        page,
      }) => {
        await form.send(page, true);
        const confirmation = page.getByTestId(form.confirmation);
        await expect(form.reference(confirmation)).toHaveText(REFERENCE);
        await expectInView(page, confirmation, form.reference(confirmation));
        expect(await holdsFocus(confirmation)).toBe(true);
      });
    }
  });
}

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  for (const form of forms) {
    test(`${form.name}: the page the server redirects to opens at the reference, below the header`, async ({
      page,
    }) => {
      await form.send(page, false);
      await expect(page).toHaveURL(/#confirmation$/);
      const confirmation = page.getByTestId(form.confirmation);
      await expect(form.reference(confirmation)).toHaveText(REFERENCE);
      await expectInView(page, confirmation, form.reference(confirmation));
      // The fragment's target: the next Tab starts from the confirmation.
      expect(await confirmation.evaluate((element) => element.matches(":target"))).toBe(true);
    });
  }
});

test("priority assistance: the reference is in view and focused, with JavaScript and without", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize(phone);
  await registerVerifiedAccount(page, "priority-view");
  await page.goto("/dashboard");
  const key = (await page.getByTestId("client-key").textContent()) ?? "";
  const send = async (on: Page) => {
    await on.goto(`/support/prioritaire?clientKey=${key}`);
    await on.getByLabel("Prénom").fill("Léa");
    await on.getByLabel("Nom", { exact: true }).fill("Martin");
    await on.getByLabel("Adresse e-mail").fill(`priority-${Date.now()}@example.fr`);
    await on.getByLabel("Que se passe-t-il ?").fill("Le site ne répond plus depuis ce matin.");
    await on.getByLabel(/J'accepte/).check();
    await on.getByRole("button", { name: "Déclencher" }).click();
  };
  await send(page);
  const confirmation = page.getByTestId("request-confirmation");
  await expectInView(page, confirmation, confirmation.getByText(REFERENCE));
  expect(await holdsFocus(confirmation)).toBe(true);

  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: phone, baseURL });
  const plain = await withoutScript.newPage();
  await send(plain);
  await expect(plain).toHaveURL(/#confirmation$/);
  const served = plain.getByTestId("request-confirmation");
  await expectInView(plain, served, served.getByText(REFERENCE));
  await withoutScript.close();
});

test("the basket's quote: the reference is in view below the header and the confirmation holds the focus", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem("novadis.basket", JSON.stringify(["wordpress-start"])));
  await page.goto("/panier");
  await page.getByRole("button", { name: "Recevoir mon devis" }).click();
  const form = page.getByRole("form", { name: "Recevoir mon devis" });
  await form.getByRole("textbox", { name: "Prénom" }).fill("Camille");
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Lefèvre");
  await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(`camille.${Date.now()}@example.com`);
  await form.getByRole("textbox", { name: "Société" }).fill("Atelier Lefèvre");
  await form.getByRole("textbox", { name: "Adresse de facturation" }).fill("12 rue des Lilas, 69003 Lyon");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Recevoir mon devis" }).click();
  const confirmation = page.getByTestId("quote-confirmation");
  const reference = confirmation.getByText(/DEV-\d{4}-\d{4}/);
  // The server renders the PDF before answering: up to seconds on a loaded two-core machine (docs/0023).
  await expect(reference).toBeVisible({ timeout: 20_000 });
  await expectInView(page, confirmation, reference);
  expect(await holdsFocus(confirmation)).toBe(true);
});
