import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteAcceptPath } from "../../../src/quotes/shared/quote-schemas.js";
import { frenchTypography } from "../../../src/shared/french-typography.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { formatExcludingTax, formatIncludingTax } from "../../../src/shared/money.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { readPage } from "../../testing/html-page.js";
import { postJson } from "../../testing/http-client.js";
import { sourcePages } from "../../testing/source-pages.js";

/** The mail's "Accepter le devis" link as a browser without JavaScript uses it, rendered by the React page. */
describe("the quote acceptance page", () => {
  let bed: AuthTestbed;
  // The services' clock: the re-issue test moves it past the quote's expiry.
  let clock = Date.now();

  beforeAll(async () => {
    bed = await startAuthTestbed({
      pages: sourcePages(),
      env: { LEADS_EMAIL: "team@novadis.test" },
      services: { now: () => clock },
    });
  });
  afterAll(() => bed.close());

  // Rendering with the React sources (Vite) is slow on a loaded machine.
  it("shows the quote on the link's GET, accepts on the button's POST, and says so when the link is used again", {
    timeout: 60_000,
  }, async () => {
    const customer = {
      firstName: "Léon",
      lastName: "Roux",
      email: "leon@example.fr",
      company: "Roux SARL",
      address: "Lyon",
    };
    const issued = await postJson(bed.server.url, "/api/quotes", {
      offers: ["web-essential"],
      customer,
      consent: true,
    });
    const mail = await bed.smtp.waitForMail("leon@example.fr");
    const link = new URL(mail.links.find((each) => new URL(each).pathname === quoteAcceptPath) ?? "");
    const browser = bed.browser();

    const html = await (await browser.request(link.pathname + link.search)).text();
    const shown = readPage(html);
    expect(shown.text).toContain(issued.body.reference);
    const spaced = (text: string) => text.replace(/\s+/g, " ");
    expect(spaced(shown.text)).toContain(spaced(formatIncludingTax(issued.body.totalIncludingTax)));
    expect(shown.fieldsOf("quote-accept").token).toBe(link.searchParams.get("token"));
    // The quote's lines, its totals, and its PDF, opened by the link's own token.
    expect(spaced(shown.text)).toContain(spaced(`Site vitrine Essential`));
    expect(spaced(shown.text)).toContain(
      spaced(`Total hors taxes${formatExcludingTax(issued.body.totalExcludingTax)}`),
    );
    const pdfPath = `/api/quotes/${issued.body.reference}/pdf?token=${link.searchParams.get("token")}`;
    expect(html).toContain(`href="${pdfPath}"`);
    const pdf = await bed.browser().request(pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const otherToken = await bed.browser().request(`/api/quotes/${issued.body.reference}/pdf?token=${"x".repeat(43)}`);
    expect(otherToken.status).toBe(404);

    const accepted = await browser.postForm(quoteAcceptPath, shown.fieldsOf("quote-accept"));
    expect(accepted.status).toBe(303);
    const after = readPage(await (await browser.request(accepted.headers.get("location") ?? "")).text());
    expect(after.text).toContain(frenchTypography("Devis accepté, merci !"));
    expect(spaced(after.text)).toContain("Site vitrine Essential");
    expect(after.hasForm("quote-accept")).toBe(false);
    // Used, the acceptance link's token opens nothing more; the PDF link of the mail still does.
    expect((await bed.browser().request(pdfPath)).status).toBe(404);
    const mailedPdf = new URL(mail.links.find((each) => new URL(each).pathname.endsWith("/pdf")) ?? "");
    expect((await bed.browser().request(mailedPdf.pathname + mailedPdf.search)).status).toBe(200);

    const used = readPage(await (await browser.request(link.pathname + link.search)).text());
    expect(used.alerts).toContain(messages.quotes.acceptLinkInvalid);
    const replay = await browser.postForm(quoteAcceptPath, shown.fieldsOf("quote-accept"));
    expect(replay.status).toBe(400);
  });

  it("offers « Obtenir un nouveau devis » once the quote has expired, and re-issues it once, at today's prices", {
    timeout: 60_000,
  }, async () => {
    const customer = {
      firstName: "Rose",
      lastName: "Vidal",
      email: "rose@example.fr",
      company: "Vidal",
      address: "Lyon",
    };
    const issued = await postJson(bed.server.url, "/api/quotes", { offers: ["web-start"], customer, consent: true });
    const mail = await bed.smtp.waitForMail("rose@example.fr");
    const link = new URL(mail.links.find((each) => new URL(each).pathname === quoteAcceptPath) ?? "");
    const browser = bed.browser();
    clock += 31 * 24 * 60 * 60_000;

    const expired = readPage(await (await browser.request(link.pathname + link.search)).text());
    expect(expired.text).toContain("Ce devis a expiré le");
    expect(expired.hasForm("quote-accept")).toBe(false);
    const fields = expired.fieldsOf("quote-reissue");
    expect(fields.token).toBe(link.searchParams.get("token"));

    const reissued = await browser.postForm(quoteAcceptPath, fields);
    expect(reissued.status).toBe(303);
    const next = await bed.smtp.waitForMail("rose@example.fr");
    const reference = /Votre devis (DEV-\d{4}-\d{4})/.exec(next.subject)?.[1] ?? "";
    expect(reference).not.toBe(issued.body.reference);
    expect(next.attachments[0]?.filename).toBe(`devis-${reference}.pdf`);
    const after = readPage(await (await browser.request(reissued.headers.get("location") ?? "")).text());
    expect(after.text).toContain(messages.quotes.reissued(reference));

    // The old link now says which quote replaced it, and a replayed POST is refused on the page.
    const replaced = readPage(await (await browser.request(link.pathname + link.search)).text());
    expect(replaced.text).toContain(messages.quotes.alreadyReplaced(reference));
    expect(replaced.hasForm("quote-reissue")).toBe(false);
    const replay = await browser.postForm(quoteAcceptPath, fields);
    expect(replay.status).toBe(409);
    expect(readPage(await replay.text()).alerts).toContain(messages.quotes.alreadyReplaced(reference));
  });
});
