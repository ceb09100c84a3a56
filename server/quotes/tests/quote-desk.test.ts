import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { postJson } from "../../testing/http-client.js";
import { pdfText } from "../../testing/pdf-text.js";
import type { QuoteListItem } from "../quote-desk.js";

interface QuotesPage {
  items: QuoteListItem[];
  nextCursor: string | null;
}

describe("back-office quotes", () => {
  let bed: BackOfficeTestbed;
  let staff: TestBrowser;
  const issue = async (company: string, offers: string[]): Promise<string> => {
    const sent = await postJson(bed.server.url, "/api/quotes", {
      offers,
      customer: {
        firstName: "Élodie",
        lastName: "Gaël",
        email: "elodie@brasserie-gael.fr",
        company,
        address: "12 place Bellecour\n69002 Lyon",
      },
      consent: true,
    });
    expect(sent.status).toBe(201);
    return sent.body.reference;
  };

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
    staff = await bed.member("sam@example.fr", "staff");
  });
  afterAll(() => bed.close());

  it("lists every client's quotes newest first, a server page at a time", async () => {
    const older = await issue("Brasserie Gaël", ["shopify-essential"]);
    const newer = await issue("Café Martin", ["shopify-essential", "web-launch"]);

    const first = (await staff.query<QuotesPage>("admin.quotes", { limit: 1 })).data;
    expect(first?.items).toEqual([
      expect.objectContaining({
        reference: newer,
        company: "Café Martin",
        firstName: "Élodie",
        lastName: "Gaël",
        email: "elodie@brasserie-gael.fr",
        totalExcludingTax: 548_000,
        totalIncludingTax: 657_600,
        state: "issued",
        issuedAt: expect.any(Number),
      }),
    ]);
    expect(first?.nextCursor).toEqual(expect.any(String));
    const second = (await staff.query<QuotesPage>("admin.quotes", { limit: 1, cursor: first?.nextCursor })).data;
    expect(second?.items.map((item) => item.reference)).toEqual([older]);
    expect(second?.nextCursor).toBeNull();
  });

  it("serves a quote's PDF to staff as an attachment, never sniffed, audited; refuses a user", async () => {
    const reference = await issue("Boulangerie Durand", ["web-launch"]);
    const url = `/api/admin/quotes/${reference}/pdf`;

    const response = await staff.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="devis-${reference}.pdf"; filename*=UTF-8''devis-${reference}.pdf`,
    );
    expect(await pdfText(Buffer.from(await response.arrayBuffer()))).toContain(`Devis ${reference}`);
    const audit = await bed.server.database.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "quote.pdf-download")
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actorEmail: "sam@example.fr", target: reference })]);

    const user = await bed.register("client@example.fr");
    const refused = await user.request(url);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toContain("application/json");

    const unknown = await staff.request("/api/admin/quotes/DEV-2020-9999/pdf");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: messages.backOffice.quoteNotFound });
  });
});
