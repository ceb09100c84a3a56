import { randomInt } from "node:crypto";
import type { Transaction } from "kysely";
import type { RequestType } from "../../src/requests/shared/request-types.js";
import { parisParts } from "../../src/shared/paris-time.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { Database, VisitorRequestTable } from "../platform/db/schema.js";
import { enqueueMail, type MailAttachment } from "../platform/mail/outbox.js";
import { generateId } from "../platform/tokens.js";
import type { RequestRateRuleName } from "./rate-rules.js";
import { allocateRequestReference, REQUEST_REFERENCE_SCOPE } from "./reference-numbers.js";
import { acknowledgementMail, type RequestSummary, teamNotificationMail } from "./request-mails.js";
import type { RequestsContext, Submitter } from "./requests-context.js";
import { teamAddress } from "./shared/team-address.js";

/** The visitor's part of every form, once validated. */
export interface VisitorFields {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  website?: string | undefined;
  sourcePage?: string | undefined;
  /** The language the visitor used: their acknowledgement's, and a booking's invitations' (docs/0068). */
  locale: Locale;
}

/** The columns a request type adds to the visitor's. */
export type RequestDetails = Partial<
  Pick<VisitorRequestTable, "company" | "subject" | "message" | "category" | "offerId" | "expertiseId" | "jobId">
>;

export interface StoredRequest {
  id: string;
  reference: string;
  createdAt: number;
  /** The request as its mails tell it. */
  summary: RequestSummary;
}

/**
 * The steps every request goes through, whatever its type: limits and bot check on the way in, then,
 * in one transaction, its reference, its row and its two mails (acknowledgement and team notification).
 */
export function createIntake(ctx: RequestsContext) {
  const { db, config, logger } = ctx;

  return {
    /**
     * Per-IP limit, bot check, per-e-mail limit. False when the honeypot caught a bot: the caller then
     * answers as if it had accepted (a bot learns nothing) but stores and sends nothing.
     */
    async admit(
      submitter: Submitter,
      visitor: VisitorFields,
      rules: { perIp: RequestRateRuleName; perEmail: RequestRateRuleName },
    ): Promise<boolean> {
      await ctx.limits.consume(rules.perIp, submitter.meta.ip);
      if ((await ctx.botCheck(visitor, submitter.meta.ip, { recaptcha: false })) !== "human") {
        logger.warn({ event: "requests.honeypot", ip: submitter.meta.ip }, "request dropped: honeypot filled");
        return false;
      }
      await ctx.limits.consume(rules.perEmail, visitor.email.toLowerCase());
      return true;
    },

    /** A reference of the right shape for a dropped bot submission, from no counter. */
    decoyReference(): string {
      return `${REQUEST_REFERENCE_SCOPE}-${parisParts(ctx.now()).year}-${String(randomInt(1, 100_000)).padStart(5, "0")}`;
    },

    /**
     * Allocates the reference and stores the request row, in the caller's transaction. `about` names what
     * the request refers to (an offer, a category, a slot...) for its mails.
     */
    async store(
      trx: Transaction<Database>,
      type: RequestType,
      submitter: Submitter,
      visitor: VisitorFields,
      details: RequestDetails & { userId?: string | null },
      about: RequestSummary["about"],
    ): Promise<StoredRequest> {
      const now = ctx.now();
      const reference = await allocateRequestReference(trx, config.database.engine, now);
      const row = {
        id: generateId(),
        reference,
        type,
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        email: visitor.email,
        emailNormalized: visitor.email.toLowerCase(),
        phone: visitor.phone ?? null,
        company: details.company ?? null,
        subject: details.subject ?? null,
        message: details.message ?? null,
        category: details.category ?? null,
        offerId: details.offerId ?? null,
        expertiseId: details.expertiseId ?? null,
        jobId: details.jobId ?? null,
        sourcePage: visitor.sourcePage ?? submitter.refererPath,
        userId: details.userId !== undefined ? details.userId : (submitter.account?.id ?? null),
        consentAt: now,
        consentVersion: ctx.catalogue.privacyPolicyVersion,
        createdAt: now,
        updatedAt: now,
        locale: visitor.locale,
      };
      await trx.insertInto("visitorRequest").values(row).execute();
      return { id: row.id, reference, createdAt: now, summary: { ...row, about, receivedAt: now } };
    },

    /** Queues the acknowledgement to the visitor and the notification to the team's mailbox (Reply-To: the visitor). */
    async notify(
      trx: Transaction<Database>,
      summary: RequestSummary,
      options: {
        userId: string | null;
        accountEmail: string | null;
        /**
         * A calendar invitation: each side its own copy (only the visitor's holds the cancel link), both
         * sent from the team's address, the invitation's ORGANIZER (team-sender.ts).
         */
        calendar?: { from: string; visitor: MailAttachment; team: MailAttachment };
        cancelUrl?: string;
      },
    ): Promise<void> {
      const now = ctx.now();
      const { calendar } = options;
      await enqueueMail(
        trx,
        {
          userId: options.userId,
          to: summary.email,
          kind: "request-acknowledgement",
          content: acknowledgementMail(summary, config, options.cancelUrl ? { cancelUrl: options.cancelUrl } : {}),
          ...(calendar ? { from: calendar.from, attachments: [calendar.visitor] } : {}),
        },
        now,
      );
      await enqueueMail(
        trx,
        {
          userId: null,
          to: teamAddress(config, summary.type),
          kind: "request-notification",
          replyTo: summary.email,
          content: teamNotificationMail(summary, { accountEmail: options.accountEmail }),
          ...(calendar ? { from: calendar.from, attachments: [calendar.team] } : {}),
        },
        now,
      );
    },

    /** Runs the storing transaction, then wakes the mail worker and logs the request. */
    async commit<T extends StoredRequest>(type: RequestType, run: (trx: Transaction<Database>) => Promise<T>) {
      const stored = await db.transaction().execute(run);
      ctx.mailQueued();
      logger.info({ event: "requests.received", type, reference: stored.reference }, "request received");
      ctx.metrics.visitorRequest(type);
      return stored;
    },
  };
}

export type Intake = ReturnType<typeof createIntake>;
