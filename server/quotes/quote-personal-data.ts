import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../platform/db/schema.js";
import { type DataSubject, exportedDate, type PersonalDataPart } from "../platform/personal-data.js";
import { quotePdfPath } from "./quote-completion.js";

/**
 * An account's quotes: those issued while signed in, and those issued to its address once verified (the
 * rule of the account's requests: an unverified address proves nothing).
 */
function ofSubject(subject: DataSubject) {
  return (eb: ExpressionBuilder<Database, "quote">) =>
    eb.or([
      eb("quote.userId", "=", subject.id),
      ...(subject.isEmailVerified ? [eb("quote.emailNormalized", "=", subject.email.toLowerCase())] : []),
    ]);
}

/**
 * The quotes in the account's data export. Deleting the account keeps them: an issued quote is a commercial
 * document the company must keep; the foreign key only detaches it from the account (docs/0023-quotes.md).
 */
export function quotePersonalData(db: Kysely<Database>): PersonalDataPart {
  return {
    async exportFor(subject) {
      const quotes = await db
        .selectFrom("quote")
        .select([
          "id",
          "userId",
          "reference",
          "status",
          "firstName",
          "lastName",
          "email",
          "company",
          "address",
          "vatNumber",
          "totalExcludingTax",
          "vat",
          "totalIncludingTax",
          "issuedAt",
          "expiresAt",
          "acceptedAt",
          "acceptedIp",
          "acceptedBy",
          "consentAt",
          "consentVersion",
          "replacedBy",
        ])
        .where(ofSubject(subject))
        .orderBy("issuedAt")
        .execute();
      const lines =
        quotes.length === 0
          ? []
          : await db
              .selectFrom("quoteLine")
              .select(["quoteId", "offerId", "name", "deliveryTime", "priceExcludingTax"])
              .where(
                "quoteId",
                "in",
                quotes.map((quote) => quote.id),
              )
              .orderBy("position")
              .execute();
      return quotes.map(({ id, userId, issuedAt, expiresAt, acceptedAt, consentAt, ...quote }) => ({
        ...quote,
        // Amounts in cents, as stored and as the PDF adds them up.
        currency: "EUR",
        issuedAt: exportedDate(issuedAt),
        expiresAt: exportedDate(expiresAt),
        acceptedAt: exportedDate(acceptedAt),
        consentAt: exportedDate(consentAt),
        lines: lines.filter((line) => line.quoteId === id).map(({ quoteId: _quoteId, ...line }) => line),
        // The PDF itself was mailed: the export names where the session opens it (an account's own quotes),
        // not its bytes.
        pdf: userId === subject.id ? quotePdfPath(quote.reference) : null,
      }));
    },

    async consentsFor(subject) {
      const rows = await db
        .selectFrom("quote")
        .select(["reference", "consentAt", "consentVersion"])
        .where(ofSubject(subject))
        .orderBy("issuedAt")
        .execute();
      return rows.map((row) => ({
        givenAt: exportedDate(row.consentAt),
        policyVersion: row.consentVersion,
        with: `devis ${row.reference}`,
      }));
    },

    async eraseFor() {
      // Kept, detached from the account by the foreign key (`ON DELETE SET NULL`) as the account row goes.
    },
  };
}
