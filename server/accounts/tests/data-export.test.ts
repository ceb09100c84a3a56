import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { migratedSchema } from "../../testing/migrated-schema.js";

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Where each table's rows about an account go in the data export, or why they do not: the export promises
 * « tout ce que nous conservons », so a table added without a line here fails the test below.
 */
const tablesInExport: Record<string, string> = {
  user: "user",
  session: "sessions",
  oauthAccount: "googleAccount",
  emailChange: "emailChanges",
  emailToken: "pendingEmailLinks (the token hashes are secrets)",
  knownDevice: "knownDevices",
  mailOutbox: "mails, mailCount",
  mailAttachment: "mails (the attachments are the mails' own: quotes' PDFs, invitations)",
  passkey: "passkeys (the public keys say nothing of the person)",
  twoFactor: "twoFactor (the secret is a secret)",
  recoveryCode: "twoFactor.recoveryCodesLeft (the hashes are secrets)",
  basketItem: "basket",
  visitorRequest: "requests, consents",
  booking: "requests[].booking",
  bookedSlot: "requests[].booking (the slot is the booking's start)",
  applicationFile: "requests[].cv (named, not its bytes)",
  storedFile: "requests[].cv (its size and type; the row names no one)",
  storedFileChunk: "none: the bytes of the CVs and PDFs named in requests[].cv and quotes",
  requestEvent: "requests[].history",
  quote: "quotes, consents",
  quoteLine: "quotes[].lines",
  auditLog: "teamActions",
  refreshToken: "none: hashes of secrets, one family per session listed in sessions",
  twoFactorChallenge: "none: a sign-in waiting minutes for its second factor",
  passkeyChallenge: "none: a challenge of a minute, tied to no account",
  rateLimit: "none: counters living an hour at most",
  jobLease: "none: holds no personal data",
  referenceCounter: "none: holds no personal data",
  searchMiss: "none: queries kept without who typed them",
};

/** Every number in `value` that reads as epoch milliseconds (after 2001), with its path. */
function epochMillisIn(value: unknown, path = ""): string[] {
  if (typeof value === "number") return value > 1e12 ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => epochMillisIn(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => epochMillisIn(item, `${path}.${key}`));
  }
  return [];
}

describe("the account's data export", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed();
  });
  afterAll(() => bed.close());

  it("accounts for every table of the database", async () => {
    const tables = Object.keys(await migratedSchema(bed.server.database)).sort();
    expect(tables).toEqual(Object.keys(tablesInExport).sort());
  });

  it("holds the account's quotes with their lines, every consent, and ISO 8601 dates only", async () => {
    const browser = await bed.register("devis.export@example.fr");
    const customer = {
      firstName: "Ana",
      lastName: "Durand",
      email: "devis.export@example.fr",
      company: "Durand Conseil",
      address: "3 rue de la Paix\n75002 Paris",
    };
    const issued = await browser.mutation<{ reference: string }>("quotes.issue", {
      offers: ["shopify-essential", "web-launch"],
      customer,
      consent: true,
    });
    expect(issued.status).toBe(200);
    // Issued to the same address without the session: the address is not verified, so it proves nothing.
    const stranger = bed.browser();
    expect((await stranger.mutation("quotes.issue", { offers: ["web-launch"], customer, consent: true })).status).toBe(
      200,
    );

    const exported = await browser.query<{
      exportedAt: string;
      quotes: Array<Record<string, unknown> & { lines: Array<{ offerId: string; name: string }> }>;
      consents: Array<{ givenAt: string; policyVersion: string; with: string }>;
    }>("account.exportData");
    const data = exported.data;
    expect(data?.quotes).toEqual([
      expect.objectContaining({
        reference: issued.data?.reference,
        status: "issued",
        company: "Durand Conseil",
        address: "3 rue de la Paix\n75002 Paris",
        totalExcludingTax: 548_000,
        currency: "EUR",
        issuedAt: expect.stringMatching(isoDate),
        expiresAt: expect.stringMatching(isoDate),
        acceptedAt: null,
        pdf: `/api/quotes/${issued.data?.reference}/pdf`,
      }),
    ]);
    expect(data?.quotes[0]?.lines.map((line) => line.offerId)).toEqual(["shopify-essential", "web-launch"]);
    expect(data?.quotes[0]?.lines[0]?.name).toEqual(expect.any(String));
    expect(JSON.stringify(data)).not.toMatch(/pdfTokenHash|acceptTokenHash|secretSealed|codeHash/);
    expect(data?.consents).toEqual([
      {
        givenAt: expect.stringMatching(isoDate),
        policyVersion: expect.any(String),
        with: `devis ${issued.data?.reference}`,
      },
    ]);
    expect(data?.exportedAt).toMatch(isoDate);
    expect(epochMillisIn(data)).toEqual([]);
  });
});
