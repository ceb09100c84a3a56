import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { QuoteInput } from "../../src/quotes/shared/quote-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { totalsOf } from "../../src/shared/money.js";
import { parisParts } from "../../src/shared/paris-time.js";
import type { BotCheck } from "../platform/bot-check.js";
import type { Cleanup } from "../platform/cleanup.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import type { FileStore, OpenedFile } from "../platform/files/file-store.js";
import type { Logger } from "../platform/logging/logger.js";
import type { RateLimiter } from "../platform/rate-limiter.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { generateToken, hashToken } from "../platform/tokens.js";
import type { Submitter } from "../requests/index.js";
import {
  createQuoteAcceptance,
  isQuote,
  type QuoteMatch,
  type QuoteSummary,
  summaryColumns,
  summaryOf,
} from "./quote-acceptance.js";
import type { QuoteCatalogue } from "./quote-catalogue.js";
import { quotePdfPath } from "./quote-completion.js";
import { createQuoteIssuing, type IssuedQuote, QUOTE_REFERENCE_SCOPE } from "./quote-issuing.js";
import type { QuotePdfRenderer } from "./quote-pdf-renderer.js";
import { quoteRateRules } from "./quote-rate-rules.js";

export interface QuotesServiceDependencies {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  limiter: RateLimiter;
  botCheck: BotCheck;
  /** Runs the pass that completes quotes left without their PDF (docs/0055-parallel-references.md). */
  cleanup: Cleanup;
  /** Called after mail is queued, to wake the outbox worker. */
  mailQueued: () => void;
  /** Renders PDFs off the event loop (quote-pdf-pool.ts). */
  renderPdf: QuotePdfRenderer;
  /** Where the PDFs are kept (docs/0059-files-in-object-storage.md). */
  files: FileStore;
  catalogue: QuoteCatalogue;
  now?: () => number;
}

/**
 * Who may read a quote: the bearer of its PDF link's token or of its acceptance link's (the acceptance page
 * links the PDF it asks to accept), or its owner signed in.
 */
export interface QuoteAccess {
  token?: string | undefined;
  userId?: string | null | undefined;
}

/**
 * Instant quotes (docs/0023-quotes.md): a basket of fixed-price offers becomes, at once, a quote
 * with a reference, frozen lines and totals, a PDF, and a mail carrying it. Knows nothing of HTTP.
 */
export function createQuotesService(deps: QuotesServiceDependencies) {
  const { db, config, logger } = deps;
  const { catalogue } = deps;
  const now = deps.now ?? Date.now;
  const limits = deps.limiter.register(quoteRateRules);

  const issuing = createQuoteIssuing({
    db,
    config,
    logger,
    catalogue,
    renderPdf: deps.renderPdf,
    files: deps.files,
  });
  deps.cleanup.register("quote-pdfs", async (at) => {
    if ((await issuing.retryPending(at)) > 0) deps.mailQueued();
  });

  /**
   * An expired quote again, at today's prices, under a new reference (docs/0029): same client and
   * owner, the old quote keeps its state and records its replacement. Refusals say why (still valid,
   * accepted, replaced already).
   */
  async function reissue(match: QuoteMatch, meta: RequestMeta, missing: ServiceError): Promise<IssuedQuote> {
    const at = now();
    const old = await db
      .selectFrom("quote")
      .select([
        "id",
        "reference",
        "status",
        "expiresAt",
        "replacedBy",
        "userId",
        "firstName",
        "lastName",
        "email",
        "company",
        "address",
        "vatNumber",
        "consentAt",
        "consentVersion",
        "locale",
      ])
      .where(isQuote(match))
      .executeTakeFirst();
    if (!old) throw missing;
    const refusal = issuing.reissueRefusal(old, at);
    if (refusal) throw refusal;
    await limits.consume("quotePerIp", meta.ip);
    const offers = await db
      .selectFrom("quoteLine")
      .select("offerId")
      .where("quoteId", "=", old.id)
      .orderBy("position")
      .execute();
    const owner = old.userId
      ? await db.selectFrom("user").select(["id", "email"]).where("id", "=", old.userId).executeTakeFirst()
      : undefined;
    const { firstName, lastName, email, company, address, vatNumber } = old;
    const issued = await issuing.issueQuote(
      {
        lines: issuing.linesOf(offers.map((line) => line.offerId)),
        customer: { firstName, lastName, email, company, address, vatNumber },
        account: owner ?? null,
        // The client's consent went with the first request; asking for the same quote again relies on it.
        consent: { at: old.consentAt, version: old.consentVersion },
        replaces: old.reference,
        locale: old.locale,
      },
      at,
    );
    deps.mailQueued();
    logger.info({ event: "quotes.reissued", reference: issued.reference, replaces: old.reference }, "quote re-issued");
    return issued;
  }

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
      const lines = issuing.linesOf(input.offers);
      const { customer } = input;
      await limits.consume("quotePerIp", submitter.meta.ip);
      if ((await deps.botCheck(input, submitter.meta.ip, { recaptcha: false })) !== "human") {
        logger.warn({ event: "quotes.honeypot", ip: submitter.meta.ip }, "quote dropped: honeypot filled");
        // A bot learns nothing: a well-formed answer whose link opens nothing.
        const decoy = `${QUOTE_REFERENCE_SCOPE}-${parisParts(now()).year}-${String(randomInt(1, 10_000)).padStart(4, "0")}`;
        return {
          reference: decoy,
          ...totalsOf(lines.map((line) => line.priceExcludingTax)),
          pdfPath: quotePdfPath(decoy, generateToken()),
        };
      }
      await limits.consume("quotePerEmail", customer.email.toLowerCase());
      const issuedAt = now();
      const issued = await issuing.issueQuote(
        {
          lines,
          customer: { ...customer, vatNumber: customer.vatNumber ?? null },
          account: submitter.account,
          consent: { at: issuedAt, version: catalogue.privacyPolicyVersion },
          locale: input.locale,
        },
        issuedAt,
      );
      deps.mailQueued();
      logger.info({ event: "quotes.issued", reference: issued.reference, offers: lines.length }, "quote issued");
      return issued;
    },

    /** The mailed link's « Obtenir un nouveau devis », once its quote has expired: the token proves ownership. */
    reissueByLink(token: string, meta: RequestMeta): Promise<IssuedQuote> {
      return reissue(
        { acceptTokenHash: hashToken(token) },
        meta,
        new ServiceError("bad-request", messages.quotes.acceptLinkInvalid),
      );
    },

    /** The dashboard's « Obtenir un nouveau devis » for an expired quote of the signed-in owner. */
    reissueAsOwner(reference: string, userId: string, meta: RequestMeta): Promise<IssuedQuote> {
      return reissue({ reference, userId }, meta, new ServiceError("not-found", messages.quoteDesk.quoteNotFound));
    },

    /** The PDF as issued, for a link's bearer or the owner; anyone else is told it does not exist. */
    async pdf(reference: string, access: QuoteAccess): Promise<{ fileName: string; file: OpenedFile }> {
      const row = await db
        .selectFrom("quote")
        .select(["pdfFileKey", "pdfPendingSince", "pdfTokenHash", "acceptTokenHash", "userId"])
        .where("reference", "=", reference)
        .executeTakeFirst();
      const tokenHash = access.token === undefined ? undefined : hashToken(access.token);
      const allowed =
        row &&
        ((tokenHash !== undefined && (tokenHash === row.pdfTokenHash || tokenHash === row.acceptTokenHash)) ||
          (access.userId != null && access.userId === row.userId));
      // Same answer for "no such quote" and "not yours": a stranger cannot probe references.
      if (!row || !allowed) throw new ServiceError("not-found", messages.quoteDesk.quoteNotFound);
      if (row.pdfPendingSince !== null || row.pdfFileKey === null)
        throw new ServiceError("unavailable", messages.quoteDesk.pdfNotReady);
      return { fileName: `devis-${reference}.pdf`, file: await deps.files.open(row.pdfFileKey) };
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
