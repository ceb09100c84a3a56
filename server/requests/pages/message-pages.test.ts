import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "../../../src/shared/french-typography.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import * as english from "../../../src/shared/messages/en.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { readPage } from "../../testing/html-page.js";
import { sourcePages } from "../../testing/source-pages.js";

const TEAM = "team@novadis.test";

/**
 * The contact, support and priority pages as a browser without JavaScript uses them: real form posts to
 * the real app (real SQLite, real SMTP), pages rendered by the real React components.
 */
describe("contact, support and priority pages without JavaScript", () => {
  let bed: AuthTestbed;
  const stored = (reference: string) =>
    bed.server.database.db
      .selectFrom("visitorRequest")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirst();
  const visitor = (email: string) => ({
    firstName: "Léa",
    lastName: "Martin",
    email,
    phone: "",
    company: "Atelier Martin",
    subject: "Boutique",
    message: "Bonjour,\nnous voulons une boutique.",
    consent: "on",
    website: "",
  });

  beforeAll(async () => {
    bed = await startAuthTestbed({ pages: sourcePages(), env: { LEADS_EMAIL: TEAM } });
  });
  afterAll(() => bed.close());

  it("a link's context and origin page are shown and carried in hidden fields", async () => {
    const response = await bed
      .browser()
      .request("/contact?type=quote&offerId=shopify-launch&sourcePage=%2Fstart-scale");
    expect(response.status).toBe(200);
    const page = readPage(await response.text());
    expect(page.forms[0]?.method).toBe("post");
    expect(page.text).toContain("Devis gratuit, réponse sous 24 h ouvrées");
    expect(page.text).toContain("Shopify Launch");
    expect(page.fieldsOf("contact")).toMatchObject({
      type: "quote",
      offerId: "shopify-launch",
      sourcePage: "/start-scale",
    });
    // An origin that is not a site path is dropped rather than have the form refused.
    const edited = await bed.browser().request("/contact?type=quote&sourcePage=%2F%2Fautre.example");
    expect(readPage(await edited.text()).fieldsOf("contact")).not.toHaveProperty("sourcePage");
  });

  it("a quote posted without JavaScript: 303, stored, both mails sent, the page then shows the reference and the promise", async () => {
    const browser = bed.browser();
    const response = await browser.postForm("/contact", {
      _form: "contact",
      type: "quote",
      offerId: "shopify-launch",
      sourcePage: "/start-scale",
      ...visitor("lea@example.fr"),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact#confirmation");

    const confirmation = readPage(await (await browser.request("/contact")).text());
    const reference = /NOV-\d{4}-\d{5}/.exec(confirmation.text)?.[0] ?? "";
    expect(confirmation.text).toContain("Nous vous répondons sous 24 h ouvrées");
    expect(confirmation.hasForm("contact")).toBe(false);

    expect(await stored(reference)).toMatchObject({
      type: "quote",
      offerId: "shopify-launch",
      email: "lea@example.fr",
      sourcePage: "/start-scale",
    });
    expect((await bed.smtp.waitForMail("lea@example.fr")).text).toContain(reference);
    const team = await bed.smtp.waitForMail(TEAM);
    expect(team.replyTo).toBe("lea@example.fr");
  });

  it("an invalid post is a 400 showing the values and the messages beside their fields, and stores nothing", async () => {
    const { consent: _unticked, ...fields } = visitor("not-an-address");
    const response = await bed.browser().postForm("/contact", {
      _form: "contact",
      type: "quote",
      expertiseId: "cloud-devops",
      ...fields,
      password: "Secret123",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const page = readPage(html);
    expect(page.fieldsOf("contact")).toMatchObject({
      firstName: "Léa",
      email: "not-an-address",
      type: "quote",
      expertiseId: "cloud-devops",
    });
    expect(page.text).toContain(messages.forms.emailInvalid);
    expect(page.text).toContain(messages.requests.consentRequired);
    expect(page.alerts).toEqual([]);
    expect(html).not.toContain("Secret123");
    const count = await bed.server.database.db
      .selectFrom("visitorRequest")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", "not-an-address")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("at its English address: the English page's post is answered there, its refusals in English, its mails too", async () => {
    const browser = bed.browser();
    const refused = await browser.postForm("/en/contact", {
      _form: "contact",
      type: "quote",
      locale: "en",
      ...visitor("not-an-address"),
    });
    expect(refused.status).toBe(400);
    // The sources render French pages only (the English build swaps the words): the state the page hydrates
    // with holds the messages, in English (tests/e2e/english-version.spec.ts reads them on the built page).
    const html = await refused.text();
    expect(html).toContain(english.forms.emailInvalid);
    expect(html).not.toContain(messages.forms.emailInvalid);

    const response = await browser.postForm("/en/contact", {
      _form: "contact",
      type: "quote",
      locale: "en",
      ...visitor("olivia@example.co.uk"),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/contact#confirmation");
    const request = await bed.server.database.db
      .selectFrom("visitorRequest")
      .select(["locale", "reference"])
      .where("email", "=", "olivia@example.co.uk")
      .executeTakeFirstOrThrow();
    expect(request.locale).toBe("en");
    const acknowledgement = await bed.smtp.waitForMail("olivia@example.co.uk");
    expect(acknowledgement.text).toContain(request.reference);
    expect(acknowledgement.subject).toMatch(/request|message/i);
  });

  it("a support request keeps its category; a category link preselects it", async () => {
    const linked = readPage(await (await bed.browser().request("/support/demande?category=juridique")).text());
    expect(linked.text).toContain(frenchTypography("Catégorie : Juridique"));

    const browser = bed.browser();
    const response = await browser.postForm("/support/demande", {
      _form: "support",
      category: "compte-securite",
      ...visitor("support@example.fr"),
    });
    expect(response.status).toBe(303);
    const text = readPage(await (await browser.request("/support/demande")).text()).text;
    const reference = /NOV-\d{4}-\d{5}/.exec(text)?.[0] ?? "";
    expect(await stored(reference)).toMatchObject({ type: "support", category: "compte-securite" });
  });

  it("a subject from a link ('Signaler' on an application) fills in the field and is stored", async () => {
    const browser = bed.browser();
    const link = "/support/demande?category=applications-contenu&subject=Signaler%20un%20probl%C3%A8me%20%3A%20Focalis";
    const page = readPage(await (await browser.request(link)).text());
    expect(page.text).toContain(frenchTypography("Catégorie : Applications ou contenu"));
    const fields = page.fieldsOf("support");
    expect(fields).toMatchObject({ subject: "Signaler un problème : Focalis" });
    const response = await browser.postForm("/support/demande", {
      ...fields,
      ...visitor("signal@example.fr"),
      category: "applications-contenu",
      subject: fields.subject ?? "",
    });
    expect(response.status).toBe(303);
    const text = readPage(await (await browser.request("/support/demande")).text()).text;
    const reference = /NOV-\d{4}-\d{5}/.exec(text)?.[0] ?? "";
    expect(await stored(reference)).toMatchObject({ subject: "Signaler un problème : Focalis" });
  });

  it("priority assistance with an unknown client key is refused with the French message, beside the key", async () => {
    const response = await bed.browser().postForm("/support/prioritaire", {
      _form: "priority",
      clientKey: "NVD-0000-0000-0000-0000",
      ...visitor("priority@example.fr"),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const page = readPage(await response.text());
    expect(page.text).toContain(messages.requests.clientKeyUnknown);
    expect(page.fieldsOf("priority").clientKey).toBe("NVD-0000-0000-0000-0000");
  });

  it("a signed-in visitor finds the form filled in from the account", async () => {
    const browser = await bed.register("signed-in@example.fr");
    const page = readPage(await (await browser.request("/contact")).text());
    expect(page.fieldsOf("contact")).toMatchObject({
      firstName: "Ana",
      lastName: "Durand",
      email: "signed-in@example.fr",
    });
  });
});
