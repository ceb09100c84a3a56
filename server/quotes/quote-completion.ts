import type { Kysely } from "kysely";
import { quoteAcceptPath } from "../../src/quotes/shared/quote-schemas.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import type { FileStore } from "../platform/files/file-store.js";
import type { Logger } from "../platform/logging/logger.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { generateToken, hashToken } from "../platform/tokens.js";
import type { QuoteDocument } from "./quote-document.js";
import { quoteIssuedMail, quoteNotificationMail } from "./quote-mails.js";
import type { QuotePdfRenderer } from "./quote-pdf-renderer.js";

/** A quote whose row and number are committed, its PDF and mails still to come. */
export interface PendingQuote {
  id: string;
  document: QuoteDocument;
  account: { id: string; email: string | null } | null;
  /** Its `pdf_pending_since`: the completion applies only while no one else has taken the quote over. */
  pendingSince: number;
}

/** Past this, a quote still without its PDF is taken over by the retry pass: its issuer died or gave up. */
export const PENDING_PDF_RETRY_AFTER_MS = 5 * 60_000;

export const quotePdfPath = (reference: string, token?: string) =>
  `/api/quotes/${reference}/pdf${token === undefined ? "" : `?token=${token}`}`;

interface CompletionContext {
  db: Kysely<Database>;
  logger: Logger;
  config: Config;
  renderPdf: QuotePdfRenderer;
  files: FileStore;
}

/**
 * The second half of issuing a quote (docs/0055-parallel-references.md): its PDF renders and goes to the file
 * store outside any transaction (docs/0059), then one short transaction names it in the quote with the links'
 * tokens and queues the two mails, which attach that same file by key.
 * A quote left pending (render failed, process died) is completed by `retryPending`, with fresh tokens:
 * the ones its issuer made were never given to anyone.
 */
export function createQuoteCompletion(ctx: CompletionContext) {
  const { db, config, logger } = ctx;

  /** Renders, stores and mails a pending quote; returns the token of its PDF's link. */
  async function complete(pending: PendingQuote): Promise<string> {
    const { document: quote, account } = pending;
    const { reference } = quote;
    const pdfToken = generateToken();
    const acceptToken = generateToken();
    const pdf = await ctx.files.put(await ctx.renderPdf(quote, config.appUrl), "application/pdf");
    await db.transaction().execute(async (trx) => {
      const stored = await trx
        .updateTable("quote")
        .set({
          pdfFileKey: pdf.key,
          pdfPendingSince: null,
          pdfTokenHash: hashToken(pdfToken),
          acceptTokenHash: hashToken(acceptToken),
        })
        .where("id", "=", pending.id)
        .where("pdfPendingSince", "=", pending.pendingSince)
        .executeTakeFirst();
      if (stored.numUpdatedRows !== 1n) throw new Error(`quote ${reference} was completed by another pass`);
      const attachment = { fileName: `devis-${reference}.pdf`, contentType: "application/pdf", fileKey: pdf.key };
      await enqueueMail(
        trx,
        {
          userId: account?.id ?? null,
          to: quote.customer.email,
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
        quote.issuedAt,
      );
      await enqueueMail(
        trx,
        {
          userId: null,
          to: config.leadsEmail,
          kind: "quote-notification",
          replyTo: quote.customer.email,
          content: quoteNotificationMail(quote, account?.email ?? null),
          attachments: [attachment],
        },
        quote.issuedAt,
      );
    });
    return pdfToken;
  }

  /** Takes a pending quote over (one pass wins) and reads back what its PDF and mails show. */
  async function takeOver(id: string, pendingSince: number, at: number): Promise<PendingQuote | undefined> {
    const claimed = await db
      .updateTable("quote")
      .set({ pdfPendingSince: at })
      .where("id", "=", id)
      .where("pdfPendingSince", "=", pendingSince)
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) return undefined;
    const row = await db.selectFrom("quote").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom("quoteLine")
      .select(["offerId", "name", "deliveryTime", "priceExcludingTax"])
      .where("quoteId", "=", id)
      .orderBy("position")
      .execute();
    const replaced = await db
      .selectFrom("quote")
      .select("reference")
      .where("replacedBy", "=", row.reference)
      .executeTakeFirst();
    const owner = row.userId
      ? await db.selectFrom("user").select(["id", "email"]).where("id", "=", row.userId).executeTakeFirst()
      : undefined;
    const { firstName, lastName, email, company, address, vatNumber } = row;
    return {
      id,
      pendingSince: at,
      account: owner ?? null,
      document: {
        reference: row.reference,
        issuedAt: row.issuedAt,
        expiresAt: row.expiresAt,
        locale: row.locale,
        customer: { firstName, lastName, email, company, address, vatNumber },
        lines,
        totals: {
          totalExcludingTax: row.totalExcludingTax,
          vat: row.vat,
          totalIncludingTax: row.totalIncludingTax,
        },
        ...(replaced ? { replaces: replaced.reference } : {}),
      },
    };
  }

  /** Completes every quote left without its PDF for longer than a render takes; how many it completed. */
  async function retryPending(at: number): Promise<number> {
    const stale = await db
      .selectFrom("quote")
      .select(["id", "reference", "pdfPendingSince"])
      .where("pdfPendingSince", "<=", at - PENDING_PDF_RETRY_AFTER_MS)
      .orderBy("pdfPendingSince")
      .execute();
    let completed = 0;
    for (const { id, reference, pdfPendingSince } of stale) {
      try {
        const pending = await takeOver(id, pdfPendingSince as number, at);
        if (!pending) continue;
        await complete(pending);
        completed += 1;
        logger.info({ event: "quotes.pdf-completed", reference }, "pending quote completed");
      } catch (error) {
        logger.error({ event: "quotes.pdf-pending", err: error, reference }, "quote still without its PDF");
      }
    }
    return completed;
  }

  return { complete, retryPending };
}
