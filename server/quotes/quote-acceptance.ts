import type { ExpressionBuilder, Kysely, Selectable, Transaction } from "kysely";
import type { QuoteState } from "../../src/quotes/shared/quote-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import type { Config } from "../platform/config/config.js";
import type { Database, QuoteTable } from "../platform/db/schema.js";
import type { Logger } from "../platform/logging/logger.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { hashToken } from "../platform/tokens.js";
import type { QuoteDocument } from "./quote-document.js";
import { quoteAcceptedMail, quoteAcceptedTeamMail } from "./quote-mails.js";

export interface QuoteSummary {
  reference: string;
  state: QuoteState;
  issuedAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  totalExcludingTax: number;
  vat: number;
  totalIncludingTax: number;
  /** The reference of the quote re-issued in its place, once expired. */
  replacedBy: string | null;
}

/** A line of a quote as its acceptance page lists it: the offer's name, delay and price (cents) as issued. */
export interface QuoteLineView {
  offerId: string;
  name: string;
  deliveryTime: string;
  priceExcludingTax: number;
}

interface AcceptanceContext {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  mailQueued: () => void;
  now: () => number;
}

/** A quote as its mailed link's token or its signed-in owner names it. */
export type QuoteMatch = { acceptTokenHash: string } | { reference: string; userId: string };

/** The condition on `quote` that `match` stands for, for a select or an update. */
export function isQuote(match: QuoteMatch) {
  return (eb: ExpressionBuilder<Database, "quote">) =>
    "acceptTokenHash" in match
      ? eb("acceptTokenHash", "=", match.acceptTokenHash)
      : eb.and([eb("reference", "=", match.reference), eb("userId", "=", match.userId)]);
}

export const summaryColumns = [
  "reference",
  "status",
  "issuedAt",
  "expiresAt",
  "acceptedAt",
  "totalExcludingTax",
  "vat",
  "totalIncludingTax",
  "replacedBy",
] as const;

type SummaryRow = Omit<Selectable<QuoteTable>, Exclude<keyof QuoteTable, (typeof summaryColumns)[number]>>;

export function summaryOf(row: SummaryRow, now: number): QuoteSummary {
  const { status, ...rest } = row;
  const state: QuoteState = status === "accepted" ? "accepted" : row.expiresAt <= now ? "expired" : "issued";
  return { ...rest, state };
}

/**
 * Accepting a quote online (docs/0023): the order confirmation step of the terms of sale. The
 * mailed link's token is single use and the owner's button needs the owner's session; either way one
 * UPDATE claims the quote while it is issued and unexpired, records who, when and from which address,
 * and queues the client's confirmation and the team's notice in the same transaction.
 */
export function createQuoteAcceptance(ctx: AcceptanceContext) {
  const { db, config, logger } = ctx;

  /** Why a quote that could not be claimed was not: accepted already, or expired (its date in words). */
  function refusalFor(row: SummaryRow | undefined, now: number, missing: ServiceError): ServiceError {
    if (!row) return missing;
    const summary = summaryOf(row, now);
    if (summary.state === "accepted") return new ServiceError("conflict", messages.quoteDesk.alreadyAccepted);
    return new ServiceError("conflict", messages.quotes.expired(formatParisDate(row.expiresAt)));
  }

  async function documentOf(
    trx: Transaction<Database>,
    id: string,
  ): Promise<QuoteDocument & { userId: string | null }> {
    const row = await trx.selectFrom("quote").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const lines = await trx
      .selectFrom("quoteLine")
      .select(["offerId", "name", "deliveryTime", "priceExcludingTax"])
      .where("quoteId", "=", id)
      .orderBy("position")
      .execute();
    return {
      reference: row.reference,
      issuedAt: row.issuedAt,
      expiresAt: row.expiresAt,
      locale: row.locale,
      userId: row.userId,
      customer: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        company: row.company,
        address: row.address,
        vatNumber: row.vatNumber,
      },
      lines,
      totals: { totalExcludingTax: row.totalExcludingTax, vat: row.vat, totalIncludingTax: row.totalIncludingTax },
    };
  }

  /** Claims the quote matched by `where`, then mails; or explains, with `lookup`, why it could not. */
  async function claim(
    match: QuoteMatch,
    acceptedBy: string,
    meta: RequestMeta,
    missing: ServiceError,
  ): Promise<QuoteSummary> {
    const now = ctx.now();
    const accepted = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("quote")
        .set({ status: "accepted", acceptedAt: now, acceptedIp: meta.ip, acceptedBy, acceptTokenHash: null })
        .where("status", "=", "issued")
        .where("expiresAt", ">", now)
        // Accepted only once its PDF and mail are out (docs/0055-parallel-references.md).
        .where("pdfPendingSince", "is", null)
        .where(isQuote(match))
        .returning(["id"])
        .executeTakeFirst();
      if (!claimed) return undefined;
      const quote = await documentOf(trx, claimed.id);
      await enqueueMail(
        trx,
        {
          userId: quote.userId,
          to: quote.customer.email,
          kind: "quote-accepted",
          // A confirmed order is answered (a question, a date for the kick-off): to the team.
          replyTo: config.leadsEmail,
          content: quoteAcceptedMail(quote, config),
        },
        now,
      );
      await enqueueMail(
        trx,
        {
          userId: null,
          to: config.leadsEmail,
          kind: "quote-notification",
          replyTo: quote.customer.email,
          content: quoteAcceptedTeamMail(quote, { at: now, ip: meta.ip, by: acceptedBy }),
        },
        now,
      );
      return quote.reference;
    });
    if (accepted === undefined) {
      const row = await db.selectFrom("quote").select(summaryColumns).where(isQuote(match)).executeTakeFirst();
      throw refusalFor(row, now, missing);
    }
    ctx.mailQueued();
    logger.info({ event: "quotes.accepted", reference: accepted, by: acceptedBy }, "quote accepted");
    const row = await db
      .selectFrom("quote")
      .select(summaryColumns)
      .where("reference", "=", accepted)
      .executeTakeFirstOrThrow();
    return summaryOf(row, now);
  }

  /** The quote's lines in their order, as issued. */
  function linesOf(reference: string): Promise<QuoteLineView[]> {
    return db
      .selectFrom("quoteLine")
      .innerJoin("quote", "quote.id", "quoteLine.quoteId")
      .select(["quoteLine.offerId", "quoteLine.name", "quoteLine.deliveryTime", "quoteLine.priceExcludingTax"])
      .where("quote.reference", "=", reference)
      .orderBy("quoteLine.position")
      .execute();
  }

  return {
    /** What the acceptance link stands for, with its lines, without accepting (mail scanners open links). */
    async acceptance(token: string): Promise<QuoteSummary & { lines: QuoteLineView[] }> {
      const row = await db
        .selectFrom("quote")
        .select(summaryColumns)
        .where("acceptTokenHash", "=", hashToken(token))
        .executeTakeFirst();
      if (!row) throw new ServiceError("bad-request", messages.quotes.acceptLinkInvalid);
      return { ...summaryOf(row, ctx.now()), lines: await linesOf(row.reference) };
    },

    /** The mailed link's button: the token works once, and only before the quote expires. */
    async acceptByLink(token: string, meta: RequestMeta): Promise<QuoteSummary & { lines: QuoteLineView[] }> {
      const accepted = await claim(
        { acceptTokenHash: hashToken(token) },
        "lien de l'e-mail",
        meta,
        new ServiceError("bad-request", messages.quotes.acceptLinkInvalid),
      );
      return { ...accepted, lines: await linesOf(accepted.reference) };
    },

    /** The signed-in owner's button on the dashboard. */
    acceptAsOwner(reference: string, account: { id: string; email: string }, meta: RequestMeta): Promise<QuoteSummary> {
      return claim(
        { reference, userId: account.id },
        `compte ${account.email}`,
        meta,
        new ServiceError("not-found", messages.quoteDesk.quoteNotFound),
      );
    },
  };
}
