import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { totalsOf } from "../../src/shared/money.js";
import { parisParts } from "../../src/shared/paris-time.js";
import { quoteMessages as q } from "../../src/shared/quote-messages.js";
import { type QuoteInput, quoteAcceptPath } from "../../src/shared/quote-schemas.js";
import type { Config } from "../config/config.js";
import type { Database } from "../db/schema.js";
import type { Logger } from "../logging/logger.js";
import { enqueueMail } from "../mail/outbox.js";
import type { BotCheck } from "../platform/bot-check.js";
import type { RateLimiter } from "../platform/rate-limiter.js";
import { ServiceError } from "../platform/service-error.js";
import { generateId, generateToken, hashToken } from "../platform/tokens.js";
import { allocateReference } from "../requests/reference-numbers.js";
import type { Submitter } from "../requests/requests-context.js";
import { createQuoteAcceptance, type QuoteSummary, summaryColumns, summaryOf } from "./quote-acceptance.js";
import { loadQuoteCatalogue, type QuoteCatalogue } from "./quote-catalogue.js";
import type { QuoteDocument, QuoteLine } from "./quote-document.js";
import { quoteIssuedMail, quoteNotificationMail } from "./quote-mails.js";
import { renderQuotePdf } from "./quote-pdf.js";
import { quoteRateRules } from "./quote-rate-rules.js";
import { QUOTE_VALIDITY_MS } from "./quote-terms.js";

/** Quotes have their own yearly sequence: an accountant expects quote numbers without gaps. */
export const QUOTE_REFERENCE_SCOPE = "DEV";

export interface QuotesServiceDependencies {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  limiter: RateLimiter;
  botCheck: BotCheck;
  /** Called after mail is queued, to wake the outbox worker. */
  mailQueued: () => void;
  catalogue?: QuoteCatalogue;
  now?: () => number;
}

export interface IssuedQuote {
  reference: string;
  totalExcludingTax: number;
  vat: number;
  totalIncludingTax: number;
  /** Site path of the PDF, with the token that opens it without an account. */
  pdfPath: string;
}

/** Who may read a quote: the bearer of its link's token, or its owner signed in. */
export interface QuoteAccess {
  token?: string | undefined;
  userId?: string | null | undefined;
}

/**
 * Instant quotes (issue 16, docs/0023-quotes.md): a basket of fixed-price offers becomes, at once, a quote
 * with a reference, frozen lines and totals, a PDF, and a mail carrying it. Knows nothing of HTTP.
 */
export function createQuotesService(deps: QuotesServiceDependencies) {
  const { db, config, logger } = deps;
  const catalogue = deps.catalogue ?? loadQuoteCatalogue();
  const now = deps.now ?? Date.now;
  const limits = deps.limiter.register(quoteRateRules);

  function linesOf(offerIds: readonly string[]): QuoteLine[] {
    return offerIds.map((offerId) => {
      const offer = catalogue.offers.get(offerId);
      if (!offer) throw new ServiceError("bad-request", q.offerUnknown, { field: "offers" });
      return { offerId, ...offer };
    });
  }

  const pdfPath = (reference: string, token: string) => `/api/quotes/${reference}/pdf?token=${token}`;

  const acceptance = createQuoteAcceptance({ db, config, logger, mailQueued: deps.mailQueued, now });

  return {
    ...acceptance,

    /** The account's quotes, newest first ("Mes devis"): few per account, so no paging. */
    async mine(userId: string): Promise<QuoteSummary[]> {
      const rows = await db
        .selectFrom("quote")
        .select(summaryColumns)
        .where("userId", "=", userId)
        .orderBy("issuedAt", "desc")
        .orderBy("reference", "desc")
        .limit(100)
        .execute();
      const at = now();
      return rows.map((row) => summaryOf(row, at));
    },

    async issue(input: QuoteInput, submitter: Submitter): Promise<IssuedQuote> {
      const lines = linesOf(input.offers);
      const totals = totalsOf(lines.map((line) => line.priceExcludingTax));
      const { customer } = input;
      await limits.consume("quotePerIp", submitter.meta.ip);
      if ((await deps.botCheck(input, submitter.meta.ip, { recaptcha: false })) !== "human") {
        logger.warn({ event: "quotes.honeypot", ip: submitter.meta.ip }, "quote dropped: honeypot filled");
        // A bot learns nothing: a well-formed answer whose link opens nothing.
        const decoy = `${QUOTE_REFERENCE_SCOPE}-${parisParts(now()).year}-${String(randomInt(1, 10_000)).padStart(4, "0")}`;
        return { reference: decoy, ...totals, pdfPath: pdfPath(decoy, generateToken()) };
      }
      await limits.consume("quotePerEmail", customer.email.toLowerCase());

      const issuedAt = now();
      const pdfToken = generateToken();
      const acceptToken = generateToken();
      const id = generateId();
      const quoteDocument: Omit<QuoteDocument, "reference"> = {
        issuedAt,
        expiresAt: issuedAt + QUOTE_VALIDITY_MS,
        customer: { ...customer, vatNumber: customer.vatNumber ?? null },
        lines,
        totals,
      };
      // One transaction: the reference, the rows, the PDF that prints the reference, and the mails carrying
      // it. Any failure rolls all back and gives the number back, so references have no gaps; the counter
      // row stays locked while the PDF renders, so concurrent quotes queue (a 503 past the lock timeout).
      const reference = await db.transaction().execute(async (trx) => {
        const reference = await allocateReference(trx, QUOTE_REFERENCE_SCOPE, issuedAt, 4);
        const quote: QuoteDocument = { reference, ...quoteDocument };
        const pdf = await renderQuotePdf(quote, catalogue, config.appUrl);
        await trx
          .insertInto("quote")
          .values({
            id,
            reference,
            userId: submitter.account?.id ?? null,
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.email,
            emailNormalized: customer.email.toLowerCase(),
            company: customer.company,
            address: customer.address,
            vatNumber: customer.vatNumber ?? null,
            ...totals,
            pdf,
            pdfTokenHash: hashToken(pdfToken),
            acceptTokenHash: hashToken(acceptToken),
            issuedAt,
            expiresAt: quoteDocument.expiresAt,
            acceptedAt: null,
            acceptedIp: null,
            acceptedBy: null,
            consentAt: issuedAt,
            consentVersion: catalogue.privacyPolicyVersion,
          })
          .execute();
        await trx
          .insertInto("quoteLine")
          .values(lines.map((line, position) => ({ quoteId: id, position, ...line })))
          .execute();
        const attachment = { fileName: `devis-${reference}.pdf`, contentType: "application/pdf", content: pdf };
        await enqueueMail(
          trx,
          {
            userId: submitter.account?.id ?? null,
            to: customer.email,
            kind: "quote-issued",
            content: quoteIssuedMail(
              quote,
              {
                pdfUrl: `${config.appUrl}${pdfPath(reference, pdfToken)}`,
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
            content: quoteNotificationMail(quote, submitter.account?.email ?? null),
            attachments: [attachment],
          },
          issuedAt,
        );
        return reference;
      });
      deps.mailQueued();
      logger.info({ event: "quotes.issued", reference, offers: input.offers.length }, "quote issued");
      return { reference, ...totals, pdfPath: pdfPath(reference, pdfToken) };
    },

    /** The PDF as issued, for the link's bearer or the owner; anyone else is told it does not exist. */
    async pdf(reference: string, access: QuoteAccess): Promise<{ fileName: string; content: Buffer }> {
      const row = await db
        .selectFrom("quote")
        .select(["pdf", "pdfTokenHash", "userId"])
        .where("reference", "=", reference)
        .executeTakeFirst();
      const allowed =
        row &&
        ((access.token !== undefined && hashToken(access.token) === row.pdfTokenHash) ||
          (access.userId != null && access.userId === row.userId));
      // Same answer for "no such quote" and "not yours": a stranger cannot probe references.
      if (!row || !allowed) throw new ServiceError("not-found", q.quoteNotFound);
      return { fileName: `devis-${reference}.pdf`, content: row.pdf };
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
