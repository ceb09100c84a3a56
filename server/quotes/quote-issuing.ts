import type { Kysely } from "kysely";
import { quoteAcceptPath } from "../../src/quotes/shared/quote-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { totalsOf } from "../../src/shared/money.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { ServiceError } from "../platform/service-error.js";
import { generateId, generateToken, hashToken } from "../platform/tokens.js";
import { allocateReference } from "../requests/reference-numbers.js";
import type { QuoteCatalogue } from "./quote-catalogue.js";
import type { QuoteCustomer, QuoteDocument, QuoteLine } from "./quote-document.js";
import { quoteIssuedMail, quoteNotificationMail } from "./quote-mails.js";
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
}

/** A quote's PDF: with its link's token for whoever holds the link, without for the owner's session. */
export const quotePdfPath = (reference: string, token?: string) =>
  `/api/quotes/${reference}/pdf${token === undefined ? "" : `?token=${token}`}`;

interface IssuingContext {
  db: Kysely<Database>;
  config: Config;
  catalogue: QuoteCatalogue;
  renderPdf: QuotePdfRenderer;
}

/**
 * Issuing a quote (docs/0023-quotes.md): lines priced from today's catalogue, a reference, the rows, the PDF
 * and the mails in one transaction.
 */
export function createQuoteIssuing(ctx: IssuingContext) {
  const { db, config, catalogue } = ctx;

  /** Today's lines for these offers; an offer no longer sold cannot be quoted. */
  function linesOf(offerIds: readonly string[]): QuoteLine[] {
    return offerIds.map((offerId) => {
      const offer = catalogue.offers.get(offerId);
      if (!offer) throw new ServiceError("bad-request", messages.quotes.offerUnknown, { field: "offers" });
      return { offerId, ...offer };
    });
  }

  async function issueQuote(request: NewQuote, issuedAt: number): Promise<IssuedQuote> {
    const { lines } = request;
    const totals = totalsOf(lines.map((line) => line.priceExcludingTax));
    const { customer, account } = request;
    const pdfToken = generateToken();
    const acceptToken = generateToken();
    const id = generateId();
    const quoteDocument: Omit<QuoteDocument, "reference"> = {
      issuedAt,
      expiresAt: issuedAt + QUOTE_VALIDITY_MS,
      customer,
      lines,
      totals,
      ...(request.replaces ? { replaces: request.replaces } : {}),
    };
    // One transaction: the reference, the rows, the PDF that prints the reference, and the mails carrying
    // it. Any failure rolls all back and gives the number back, so references have no gaps; the counter
    // row stays locked while the PDF renders, so concurrent quotes queue (a 503 past the lock timeout).
    const reference = await db.transaction().execute(async (trx) => {
      const reference = await allocateReference(trx, QUOTE_REFERENCE_SCOPE, issuedAt, 4);
      const quote: QuoteDocument = { reference, ...quoteDocument };
      const pdf = await ctx.renderPdf(quote, config.appUrl);
      await trx
        .insertInto("quote")
        .values({
          id,
          reference,
          userId: account?.id ?? null,
          ...customer,
          emailNormalized: customer.email.toLowerCase(),
          ...totals,
          pdf,
          pdfTokenHash: hashToken(pdfToken),
          acceptTokenHash: hashToken(acceptToken),
          issuedAt,
          expiresAt: quoteDocument.expiresAt,
          acceptedAt: null,
          acceptedIp: null,
          acceptedBy: null,
          consentAt: request.consent.at,
          consentVersion: request.consent.version,
          replacedBy: null,
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
        if (replaced.numUpdatedRows !== 1n) throw new ServiceError("conflict", messages.quotes.reissueRefused);
      }
      const attachment = { fileName: `devis-${reference}.pdf`, contentType: "application/pdf", content: pdf };
      await enqueueMail(
        trx,
        {
          userId: account?.id ?? null,
          to: customer.email,
          kind: "quote-issued",
          // The mail says « Répondez simplement à cet e-mail »: the answer goes to the team, not to MAIL_FROM.
          replyTo: config.leadsEmail,
          content: quoteIssuedMail(
            quote,
            {
              pdfUrl: `${config.appUrl}${quotePdfPath(reference, pdfToken)}`,
              acceptUrl: `${config.appUrl}${quoteAcceptPath}?token=${acceptToken}`,
            },
            config,
          ),
          attachments: [attachment],
        },
        issuedAt,
      );
      await enqueueMail(
        trx,
        {
          userId: null,
          to: config.leadsEmail,
          kind: "quote-notification",
          replyTo: customer.email,
          content: quoteNotificationMail(quote, account?.email ?? null),
          attachments: [attachment],
        },
        issuedAt,
      );
      return reference;
    });
    return { reference, ...totals, pdfPath: quotePdfPath(reference, pdfToken) };
  }

  /** Why an expired quote cannot be re-issued, or nothing if it can. */
  function reissueRefusal(row: { status: string; expiresAt: number; replacedBy: string | null }, now: number) {
    if (row.replacedBy) return new ServiceError("conflict", messages.quotes.alreadyReplaced(row.replacedBy));
    if (row.status === "accepted") return new ServiceError("conflict", messages.quotes.alreadyAccepted);
    if (row.expiresAt > now)
      return new ServiceError("conflict", messages.quotes.stillValid(formatParisDate(row.expiresAt)));
    return undefined;
  }

  return { linesOf, issueQuote, reissueRefusal };
}
