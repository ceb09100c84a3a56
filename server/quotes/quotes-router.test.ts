import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../testing/auth-testbed.js";

describe("quotes.issue: the basket's quote through tRPC", () => {
  let bed: AuthTestbed;
  const customer = {
    firstName: "Élodie",
    lastName: "Gaël",
    email: "elodie.trpc@brasserie-gael.fr",
    company: "Brasserie Gaël",
    address: "12 place Bellecour\n69002 Lyon",
  };
  const issue = async (input: unknown) => {
    const response = await fetch(`${bed.server.url}/trpc/quotes.issue`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: bed.server.url },
      body: JSON.stringify(input),
    });
    // biome-ignore lint/suspicious/noExplicitAny: test code reads tRPC's JSON answer.
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    bed = await startAuthTestbed({});
  });
  afterAll(() => bed.close());

  it("answers what POST /api/quotes answers: the totals in cents and the PDF's address", async () => {
    const sent = await issue({ offers: ["shopify-essential", "web-launch"], customer, consent: true });
    expect(sent.status).toBe(200);
    expect(sent.body.result.data).toEqual({
      success: true,
      reference: expect.stringMatching(/^DEV-\d{4}-\d{4}$/),
      totalExcludingTax: 548_000,
      vat: 109_600,
      totalIncludingTax: 657_600,
      pdfUrl: expect.stringMatching(/\/api\/quotes\/DEV-\d{4}-\d{4}\/pdf\?token=[\w-]{43}$/),
    });
  });

  it("refuses with the same message and field", async () => {
    const refused = await issue({ offers: [], customer, consent: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: messages.quotes.offersRequired, data: { field: "offers" } });
  });
});
