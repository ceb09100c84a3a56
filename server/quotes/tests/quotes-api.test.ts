import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { formatEuros } from "../../../src/shared/money.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";
import { pdfText } from "../../testing/pdf-text.js";

const TEAM = "team@novadis.test";
const REFERENCE = /^DEV-\d{4}-(\d{4})$/;

describe("POST /api/quotes and the quote's PDF", () => {
  let bed: AuthTestbed;
  let url: string;
  const customer = {
    firstName: "Élodie",
    lastName: "Gaël",
    email: "elodie@brasserie-gael.fr",
    company: "Brasserie Gaël",
    address: "12 place Bellecour\n69002 Lyon",
    vatNumber: "fr 12 345678901",
  };
  const post = (body: unknown, headers: Record<string, string> = {}) => postJson(url, "/api/quotes", body, headers);
  const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, url), { headers });

  beforeAll(async () => {
    bed = await startAuthTestbed({ env: { LEADS_EMAIL: TEAM } });
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("issues a quote for two offers: totals in cents, the same totals in the PDF, the PDF mailed to the client and the team", async () => {
    const sent = await post({ offers: ["shopify-essential", "web-launch"], customer, consent: true });
    expect(sent.status).toBe(201);
    // 1 990 € + 3 490 € excluding VAT; VAT 20 % on the total.
    expect(sent.body).toEqual({
      success: true,
      reference: expect.stringMatching(REFERENCE),
      totalExcludingTax: 548_000,
      vat: 109_600,
      totalIncludingTax: 657_600,
      pdfUrl: expect.stringMatching(new RegExp(`^${url}/api/quotes/DEV-\\d{4}-\\d{4}/pdf\\?token=[\\w-]{43}$`)),
    });
    const { reference, pdfUrl } = sent.body;

    const response = await get(pdfUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="devis-${reference}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = await pdfText(pdf);
    for (const expected of [
      `Devis ${reference}`,
      "Shopify Essential",
      "Site web Launch",
      formatEuros(199_000),
      formatEuros(349_000),
      `Total HT ${formatEuros(548_000)}`,
      `TVA 20 % ${formatEuros(109_600)}`,
      `Total TTC ${formatEuros(657_600)}`,
      // Deposit of 30 % and balance, VAT included.
      `Acompte de 30 % à l'acceptation du devis ${formatEuros(197_280)} TTC`,
      `Solde de 70 % à la réception des livrables ${formatEuros(460_320)} TTC`,
      // The issuer's identity, from the legal notice; the client as typed (VAT number tidied).
      "Siège social : 27 rue Grenette, 69002 Lyon, France",
      "Siège social : 27 rue Grenette, 69002 Lyon, France",
      "RCS Lyon 843 765 215",
      "TVA intracommunautaire : FR50 843 765 215",
      "Brasserie Gaël",
      "Élodie Gaël",
      "69002 Lyon",
      "TVA intracommunautaire : FR12345678901",
      // The payment terms from the terms of sale, and the link to them.
      "Un acompte compris entre 30 % et 50 %",
      `${url}/legal/terms-of-sale`,
    ]) {
      expect(text.replace(/\s+/g, " ")).toContain(expected.replace(/\s+/g, " "));
    }
    // The register's number once (the legal notice's long form repeats it in brackets); the other is the VAT number's.
    expect(text.match(/843 765 215/g)).toHaveLength(2);
    expect(text).not.toContain("sous le numéro");

    const mail = await bed.smtp.waitForMail(customer.email);
    expect(mail.subject).toBe(`Votre devis ${reference} – Novadis`);
    // « Répondez simplement à cet e-mail »: the answer reaches the team; robots do not answer (RFC 3834).
    expect(mail.replyTo).toBe(TEAM);
    expect(mail.headers["auto-submitted"]).toBe("auto-generated");
    expect(mail.text).toContain(pdfUrl);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `devis-${reference}.pdf`, contentType: "application/pdf" });
    expect(mail.attachments[0]?.bytes.equals(pdf)).toBe(true);
    const team = await bed.smtp.waitForMail(TEAM);
    expect(team.subject).toContain(`[${reference}] Devis émis – Brasserie Gaël`);
    expect(team.replyTo).toBe(customer.email);
    expect(team.headers["auto-submitted"]).toBe("auto-generated");
    expect(team.attachments[0]?.filename).toBe(`devis-${reference}.pdf`);
  });

  // Twenty PDFs render in this one process: seconds on a loaded two-core machine.
  it("gives 20 concurrent requests 20 consecutive references", { timeout: 120_000 }, async () => {
    // A client that meets 503 (database busy: each PDF holds this one process's CPU for a while on a loaded
    // machine) waits as Retry-After says and sends again: the contract of every door (docs/0011).
    const issue = async (index: number) => {
      for (;;) {
        const answer = await post({
          offers: ["web-start"],
          customer: { ...customer, email: `client${index}@example.fr` },
          consent: true,
        });
        if (answer.status !== 503) return answer;
        await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get("retry-after")) * 1000));
      }
    };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => issue(index)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => Number(REFERENCE.exec(answer.body.reference)?.[1])).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
    const stored = await bed.server.database.db
      .selectFrom("quote")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(21);
  });

  it("serves a PDF to its link and to its signed-in owner only", async () => {
    const owner = await bed.register("owner@example.fr");
    const issued = await owner.request("/api/quotes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        offers: ["wordpress-start"],
        customer: { ...customer, email: "owner@example.fr" },
        consent: true,
      }),
    });
    expect(issued.status).toBe(201);
    const { reference, pdfUrl } = (await issued.json()) as { reference: string; pdfUrl: string };
    const bare = `/api/quotes/${reference}/pdf`;

    const ownResponse = await owner.request(bare);
    expect(ownResponse.status).toBe(200);
    expect(ownResponse.headers.get("content-type")).toBe("application/pdf");

    const stranger = await bed.register("stranger@example.fr");
    for (const response of [
      await get(bare),
      await get(`${bare}?token=${"x".repeat(43)}`),
      await stranger.request(bare),
      // Another quote's token opens only that quote.
      await get(`/api/quotes/DEV-2000-0001/pdf?token=${new URL(pdfUrl).searchParams.get("token")}`),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: messages.quoteDesk.quoteNotFound });
    }
    expect((await get(pdfUrl)).status).toBe(200);
  });

  it("refuses, in French, an unknown offer, an offer twice, no consent and a malformed VAT number", async () => {
    const cases: Array<[unknown, string]> = [
      [{ offers: ["site-imaginaire"], customer, consent: true }, messages.quoteDesk.offerUnknown],
      [{ offers: ["web-start", "web-start"], customer, consent: true }, messages.quotes.offerTwice],
      [{ offers: [], customer, consent: true }, messages.quotes.offersRequired],
      [
        { offers: ["web-start"], customer, consent: false },
        "Acceptez la politique de confidentialité pour envoyer votre demande.",
      ],
      [
        { offers: ["web-start"], customer: { ...customer, vatNumber: "123" }, consent: true },
        messages.quotes.vatNumberInvalid,
      ],
      [
        { offers: ["web-start"], customer: { ...customer, address: " " }, consent: true },
        messages.quotes.addressRequired,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await post(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    const badReference = await get("/api/quotes/NOV-2026-00001/pdf");
    expect(badReference.status).toBe(400);
  });
});
