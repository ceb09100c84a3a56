import type { Kysely } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Actor } from "../back-office/index.js";
import { recordAudit } from "../back-office/index.js";
import type { Database } from "../platform/db/schema.js";
import type { FileStore } from "../platform/files/file-store.js";
import { decodeCursor, type KeysetPosition, olderThan, pageOf } from "../platform/keyset-cursor.js";
import { ServiceError } from "../platform/service-error.js";
import { type QuoteSummary, summaryColumns, summaryOf } from "./quote-acceptance.js";

/** One line of the back-office's quotes: the client's summary beside the quote's. */
export interface QuoteListItem extends QuoteSummary {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
}

/** The quotes (docs/0023) for the team: every client's, newest first, and their PDFs as issued. */
export function createQuoteDesk(db: Kysely<Database>, files: FileStore, now: () => number) {
  return {
    /** Keyset pages on (issued_at desc, id desc), the order of migration 0027's index, like the inbox. */
    async quotes(input: { cursor?: string | undefined; limit: number }) {
      const after = decodeCursor(input.cursor);
      const rows = await db
        .selectFrom("quote")
        .select([...summaryColumns, "id", "firstName", "lastName", "company", "email"])
        .$if(after !== null, (query) =>
          query.where((eb) => olderThan(eb, after as KeysetPosition, { createdAt: "issuedAt", id: "id" })),
        )
        .orderBy("issuedAt", "desc")
        .orderBy("id", "desc")
        .limit(input.limit + 1)
        .execute();
      const page = pageOf(rows, input.limit, (row) => ({ createdAt: Number(row.issuedAt), id: row.id }));
      const at = now();
      return {
        nextCursor: page.nextCursor,
        items: page.items.map(
          ({ id: _id, firstName, lastName, company, email, ...summary }): QuoteListItem => ({
            ...summaryOf(summary, at),
            firstName,
            lastName,
            company,
            email,
          }),
        ),
      };
    },

    /** A quote's PDF as issued, for staff; each download is audited, like a CV's. */
    async quotePdf(actor: Actor, reference: string) {
      const row = await db
        .selectFrom("quote")
        .select(["pdfFileKey", "pdfPendingSince"])
        .where("reference", "=", reference)
        .executeTakeFirst();
      if (!row) throw new ServiceError("bad-request", messages.backOffice.quoteNotFound, { field: "reference" });
      if (row.pdfPendingSince !== null || row.pdfFileKey === null)
        throw new ServiceError("unavailable", messages.quoteDesk.pdfNotReady);
      const file = await files.open(row.pdfFileKey);
      await recordAudit(db, actor, { action: "quote.pdf-download", target: reference }, now());
      return { fileName: `devis-${reference}.pdf`, file };
    },
  };
}
