import type { Kysely } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import { totalsOf } from "../../src/shared/money.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import type { FileStore } from "../platform/files/file-store.js";
import type { Logger } from "../platform/logging/logger.js";
import { ServiceError } from "../platform/service-error.js";
import { generateId, generateToken, hashToken } from "../platform/tokens.js";
import { allocateReference } from "../requests/index.js";
import type { QuoteCatalogue } from "./quote-catalogue.js";
import { createQuoteCompletion, quotePdfPath } from "./quote-completion.js";
import type { QuoteCustomer, QuoteDocument, QuoteLine } from "./quote-document.js";
import type { QuotePdfRenderer } from "./quote-pdf-renderer.js";
import { QUOTE_VALIDITY_MS } from "./quote-terms.js";

/** Quotes have their own yearly sequence: an accountant expects quote numbers without gaps. */
export const QUOTE_REFERENCE_SCOPE = "DEV";

export interface IssuedQuote {
  reference: string;
  totalExcludingTax: number;
  vat: number;
  totalIncludingTax: number;
  /** Site path of the PDF, with the token that opens it without an account. */
  pdfPath: string;
}

/** What a new quote is made of, whether from a basket or in place of an expired quote. */
export interface NewQuote {
  /** Priced from today's catalogue (`linesOf`). */
  lines: QuoteLine[];
  customer: QuoteCustomer;
  account: { id: string; email: string | null } | null;
  consent: { at: number; version: string };
  /** The expired quote this one replaces (its reference): marked in the same transaction. */
  replaces?: string;
  /** The language the client asked in (a re-issue keeps the expired quote's). */
  locale: Locale;
}

interface IssuingContext {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  catalogue: QuoteCatalogue;
  renderPdf: QuotePdfRenderer;
  files: FileStore;
}

/**
 * Issuing a quote (docs/0023-quotes.md, docs/0055-parallel-references.md): lines priced from today's
 * catalogue; one short transaction takes the number and stores the rows; then the PDF renders and a
 * second one stores it and queues the mails.
 */
export function createQuoteIssuing(ctx: IssuingContext) {
  const { db, catalogue, logger } = ctx;
  const completion = createQuoteCompletion(ctx);

  /** Today's lines for these offers; an offer no longer sold cannot be quoted. */
  function linesOf(offerIds: readonly string[]): QuoteLine[] {
    return offerIds.map((offerId) => {
      const offer = catalogue.offers.get(offerId);
      if (!offer) throw new ServiceError("bad-request", messages.quoteDesk.offerUnknown, { field: "offers" });
      return { offerId, ...offer };
    });
  }

  async function issueQuote(request: NewQuote, issuedAt: number): Promise<IssuedQuote> {
    const { lines, customer, account } = request;
    const totals = totalsOf(lines.map((line) => line.priceExcludingTax));
    const id = generateId();
    const expiresAt = issuedAt + QUOTE_VALIDITY_MS;
    // The number and the rows in one short transaction, the counter row locked only that long: a failure
    // here rolls the number back, and once committed it belongs to this quote for good, so numbers have no
    // gaps. The PDF renders after the commit; until it is stored, `pdfPendingSince` marks the quote.
    const reference = await db.transaction().execute(async (trx) => {
      const reference = await allocateReference(trx, QUOTE_REFERENCE_SCOPE, issuedAt, 4);
      await trx
        .insertInto("quote")
        .values({
          id,
          reference,
          userId: account?.id ?? null,
          ...customer,
          emailNormalized: customer.email.toLowerCase(),
          ...totals,
          // The column of builds before 0030, left empty (docs/0056's expand step); the PDF goes to the file store.
          pdf: Buffer.alloc(0),
          pdfFileKey: null,
          pdfPendingSince: issuedAt,
          // Placeholders no one holds: the links' tokens are made when the PDF and mails are.
          pdfTokenHash: hashToken(generateToken()),
          acceptTokenHash: null,
          issuedAt,
          expiresAt,
          acceptedAt: null,
          acceptedIp: null,
          acceptedBy: null,
          consentAt: request.consent.at,
          consentVersion: request.consent.version,
          replacedBy: null,
          locale: request.locale,
        })
        .execute();
      await trx
        .insertInto("quoteLine")
        .values(lines.map((line, position) => ({ quoteId: id, position, ...line })))
        .execute();
      if (request.replaces) {
        // Claimed here, not only checked before: of two re-issues of one quote, one wins, the other rolls back.
        const replaced = await trx
          .updateTable("quote")
          .set({ replacedBy: reference })
          .where("reference", "=", request.replaces)
          .where("replacedBy", "is", null)
          .where("status", "=", "issued")
          .where("expiresAt", "<=", issuedAt)
          .executeTakeFirst();
        if (replaced.numUpdatedRows !== 1n) throw new ServiceError("conflict", messages.quoteDesk.reissueRefused);
      }
      return reference;
    });
    const document: QuoteDocument = {
      reference,
      issuedAt,
      expiresAt,
      customer,
      lines,
      totals,
      locale: request.locale,
      ...(request.replaces ? { replaces: request.replaces } : {}),
    };
    try {
      const pdfToken = await completion.complete({ id, document, account, pendingSince: issuedAt });
      return { reference, ...totals, pdfPath: quotePdfPath(reference, pdfToken) };
    } catch (error) {
      // The quote stays, numbered and visible as pending; the retry pass completes it and mails it.
      logger.error({ event: "quotes.pdf-pending", err: error, reference }, "quote issued, its PDF still to render");
      throw new ServiceError("unavailable", messages.quoteDesk.pdfPending(reference));
    }
  }

  /** Why an expired quote cannot be re-issued, or nothing if it can. */
  function reissueRefusal(row: { status: string; expiresAt: number; replacedBy: string | null }, now: number) {
    if (row.replacedBy) return new ServiceError("conflict", messages.quotes.alreadyReplaced(row.replacedBy));
    if (row.status === "accepted") return new ServiceError("conflict", messages.quoteDesk.alreadyAccepted);
    if (row.expiresAt > now)
      return new ServiceError("conflict", messages.quoteDesk.stillValid(formatParisDate(row.expiresAt)));
    return undefined;
  }

  return { linesOf, issueQuote, reissueRefusal, retryPending: completion.retryPending };
}
