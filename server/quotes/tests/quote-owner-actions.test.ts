import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteAcceptPath } from "../../../src/quotes/shared/quote-schemas.js";
import { frenchTypography } from "../../../src/shared/french-typography.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { formatParisDate } from "../../../src/shared/paris-time.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";
import { pdfText } from "../../testing/pdf-text.js";

const TEAM = "team@novadis.test";
const DAY = 24 * 60 * 60_000;
const REFERENCE = /^DEV-\d{4}-(\d{4})$/;

type Browser = Awaited<ReturnType<AuthTestbed["register"]>>;
interface MyQuote {
  reference: string;
  state: string;
  expiresAt: string;
  replacedBy: string | null;
}

/** "Mes devis" on the dashboard: the owner's « Accepter le devis » and « Obtenir un nouveau devis » (tRPC). */
describe("the owner's quote actions (quotes.accept, quotes.reissue)", () => {
  let bed: AuthTestbed;
  // The services' clock: tests move it past a quote's expiry, 31 days on. Started no later than 1 November, so
  // that the jump stays in the year: a quote's number restarts at 1 each year, and the reissue's number is
  // checked as the one after the expired quote's.
  const now = new Date();
  let clock = Math.min(now.getTime(), Date.UTC(now.getUTCFullYear(), 10, 1, 12));
  const customer = {
    firstName: "Inès",
    lastName: "Morel",
    company: "Morel Conseil",
    address: "8 quai Saint-Antoine, 69002 Lyon",
  };

  /** A quote issued for `email` by the signed-in `browser` (a JSON POST with its cookie). */
  async function issueAs(browser: Browser, email: string, offers: string[]): Promise<string> {
    const issued = await browser.request("/api/quotes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ offers, customer: { ...customer, email }, consent: true }),
    });
    expect(issued.status).toBe(201);
    return ((await issued.json()) as { reference: string }).reference;
  }
  const mine = async (browser: Browser) => (await browser.query<MyQuote[]>("quotes.mine")).data ?? [];

  beforeAll(async () => {
    bed = await startAuthTestbed({ env: { LEADS_EMAIL: TEAM }, services: { now: () => clock } });
  });
  afterAll(() => bed.close());

  it("accepts for the owner once, records the account, mails client and team; refuses a stranger and a second click", async () => {
    const owner = await bed.register("ines@example.fr");
    await bed.smtp.waitForMail("ines@example.fr"); // the address verification
    const reference = await issueAs(owner, "ines@example.fr", ["web-start"]);
    await bed.smtp.waitForMail("ines@example.fr");
    await bed.smtp.waitForMail(TEAM);

    const stranger = await bed.register("intrus@example.fr");
    const refused = await stranger.mutation("quotes.accept", { reference });
    expect(refused.status).toBe(404);
    expect(refused.error?.message).toBe(messages.quoteDesk.quoteNotFound);
    expect((await bed.browser().mutation("quotes.accept", { reference })).status).toBe(401);

    const accepted = await owner.mutation("quotes.accept", { reference }, { "x-forwarded-for": "198.51.100.7" });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ reference, state: "accepted" });
    const row = await bed.server.database.db
      .selectFrom("quote")
      .select(["status", "acceptedAt", "acceptedIp", "acceptedBy"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: "accepted",
      acceptedAt: clock,
      acceptedIp: "198.51.100.7",
      acceptedBy: "compte ines@example.fr",
    });
    expect((await bed.smtp.waitForMail("ines@example.fr")).subject).toBe(`Devis ${reference} accepté – Novadis`);
    expect((await bed.smtp.waitForMail(TEAM)).text).toContain(frenchTypography("Par : compte ines@example.fr"));

    const twice = await owner.mutation("quotes.accept", { reference });
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toBe(messages.quoteDesk.alreadyAccepted);
    expect((await mine(owner))[0]).toMatchObject({ reference, state: "accepted" });
  });

  it("refuses to accept an expired quote, saying when it expired, and re-issues it at today's prices under the next reference", async () => {
    const owner = await bed.register("hugo@example.fr");
    await bed.smtp.waitForMail("hugo@example.fr"); // the address verification
    const reference = await issueAs(owner, "hugo@example.fr", ["web-start", "shopify-start"]);
    await bed.smtp.waitForMail("hugo@example.fr");
    const [first] = await mine(owner);
    const expiresAt = Date.parse(first?.expiresAt ?? "");
    // A re-issue before expiry is refused: the quote can still be accepted as it is.
    const early = await owner.mutation("quotes.reissue", { reference });
    expect(early.status).toBe(409);
    expect(early.error?.message).toBe(messages.quoteDesk.stillValid(formatParisDate(expiresAt)));

    clock += 31 * DAY;
    const expired = await owner.mutation("quotes.accept", { reference });
    expect(expired.status).toBe(409);
    expect(expired.error?.message).toBe(messages.quotes.expired(formatParisDate(expiresAt)));

    const stranger = await bed.register("curieux@example.fr");
    expect((await stranger.mutation("quotes.reissue", { reference })).status).toBe(404);

    const reissued = await owner.mutation<{ reference: string; totalIncludingTax: number }>("quotes.reissue", {
      reference,
    });
    expect(reissued.status).toBe(200);
    const next = reissued.data?.reference ?? "";
    // Same sequence, no gap: the stranger's refusal took no number.
    expect(Number(REFERENCE.exec(next)?.[1])).toBe(Number(REFERENCE.exec(reference)?.[1]) + 1);
    expect(reissued.data?.totalIncludingTax).toBe(249_600);
    expect(await mine(owner)).toEqual([
      expect.objectContaining({ reference: next, state: "issued", replacedBy: null }),
      expect.objectContaining({ reference, state: "expired", replacedBy: next }),
    ]);

    const mail = await bed.smtp.waitForMail("hugo@example.fr");
    expect(mail.subject).toBe(`Votre devis ${next} – Novadis`);
    expect(mail.text).toContain(`Il remplace le devis ${reference}, expiré`);
    const text = (await pdfText(mail.attachments[0]?.bytes ?? Buffer.alloc(0))).replace(/\s+/g, " ");
    expect(text).toContain(`Devis ${next}`);
    expect(text).toContain(`Remplace le devis ${reference}`);
    expect(text).toContain(formatParisDate(clock));
    // The new quote is the owner's, and its own link accepts it.
    const accepted = await postJson(bed.server.url, "/api/quotes/acceptance", {
      token: new URL(mail.links.find((link) => new URL(link).pathname === quoteAcceptPath) ?? "").searchParams.get(
        "token",
      ),
    });
    expect(accepted.body).toMatchObject({ reference: next, state: "accepted" });

    const again = await owner.mutation("quotes.reissue", { reference });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(messages.quotes.alreadyReplaced(next));
  });
});
