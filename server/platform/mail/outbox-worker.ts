import { type Kysely, sql } from "kysely";
import type { Engine } from "../db/database-target.js";
import { skipRowsLockedByOthers } from "../db/row-locks.js";
import type { Database, MailKind } from "../db/schema.js";
import type { FileStore } from "../files/file-store.js";
import type { Logger } from "../logging/logger.js";
import type { MailTransport, OutgoingMail } from "./mail-transport.js";

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** Where attachments named by key are read from. */
  files: Pick<FileStore, "open">;
  engine: Engine;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** How often due mail is looked for, besides the nudge after each new mail. */
  pollMs?: number;
  /** First retry delay; doubles with each failed attempt up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** After this many failed attempts a mail is marked failed and left alone. */
  maxAttempts?: number;
  /**
   * How long a claimed mail stays this worker's without news from it: the claim is renewed every third
   * of it while the send runs, so a slow send is not repeated, and a mail whose sender died (kill -9 mid
   * send) is taken over by another worker, or by the restarted process, once it has run out.
   */
  leaseMs?: number;
  now?: () => number;
}

/**
 * RFC 3834: a mail the site writes by itself says so, and out-of-office robots and other responders do
 * not answer it. A team member's reply, typed by a person, does not say it: an answer to it is welcome.
 */
const AUTOMATIC = { "Auto-Submitted": "auto-generated" };
const writtenByAPerson: ReadonlySet<MailKind> = new Set(["team-reply"]);

/** Pauses between tries of the 'sent' mark: short, since the mail is out and only the mark is missing. */
const MARK_RETRY_BASE_MS = 100;
const MARK_RETRY_MAX_MS = 2_000;

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxMs);
}

interface ClaimedMail {
  id: number;
  kind: MailKind;
  toAddress: string;
  fromAddress: string | null;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  attempts: number;
}

/**
 * Sends the outbox's due mail, one at a time, in order; several processes may run one each on one
 * database (docs/0012-several-processes.md). A worker claims a mail in one statement ('sending', with a
 * lease it renews while sending) before it goes out and marks it 'sent' after, so no two workers send it
 * at once and a sent mail is never sent again; a mail whose claimer died (lease over) is claimed again. The bodies and
 * attachments of sent mail are removed (they held single-use links, personal data).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, from, logger } = options;
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const maxRetryMs = options.maxRetryMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 20;
  const leaseMs = options.leaseMs ?? 30_000;
  const now = options.now ?? Date.now;
  const skipLocked = skipRowsLockedByOthers(options.engine);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  /**
   * The oldest due mail, now this worker's: pending and due, or left 'sending' by a worker whose lease
   * ran out. The attempt is counted here, so a mail that crashes its sender every time still ends 'failed'.
   */
  async function claimNext(): Promise<ClaimedMail | undefined> {
    const at = now();
    const oldestDue = db
      .selectFrom("mailOutbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("nextAttemptAt", "<=", at)]),
          eb.and([eb("status", "=", "sending"), eb("claimedUntil", "<=", at)]),
        ]),
      )
      .orderBy("id")
      .limit(1)
      .$call(skipLocked);
    return db
      .updateTable("mailOutbox")
      .set({ status: "sending", claimedUntil: at + leaseMs, attempts: sql`attempts + 1` })
      .where("id", "=", oldestDue)
      .returning(["id", "kind", "toAddress", "fromAddress", "replyTo", "subject", "textBody", "htmlBody", "attempts"])
      .executeTakeFirst();
  }

  /** Extends this worker's claim; `attempts` identifies the claim (a takeover counts one more). */
  async function renewClaim(mail: ClaimedMail) {
    try {
      await db
        .updateTable("mailOutbox")
        .set({ claimedUntil: now() + leaseMs })
        .where("id", "=", mail.id)
        .where("status", "=", "sending")
        .where("attempts", "=", mail.attempts)
        .execute();
    } catch (error) {
      logger.warn({ err: error, mailId: mail.id }, "mail claim not renewed");
    }
  }

  async function deliver(mail: ClaimedMail) {
    const rows = await db
      .selectFrom("mailAttachment")
      .select(["fileName", "contentType", "content", "fileKey"])
      .where("mailId", "=", mail.id)
      .orderBy("position")
      .execute();
    const attachments: NonNullable<OutgoingMail["attachments"]> = [];
    try {
      for (const { fileName, contentType, content, fileKey } of rows) {
        attachments.push({
          filename: fileName,
          contentType,
          content: fileKey === null ? Buffer.from(content) : (await options.files.open(fileKey)).stream,
        });
      }
      await transport.send({
        from: mail.fromAddress ?? from,
        to: mail.toAddress,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(writtenByAPerson.has(mail.kind) ? {} : { headers: AUTOMATIC }),
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } finally {
      // A transport that did not read a stream (the log) or a failed send leaves it open: a bucket's socket.
      for (const { content } of attachments) if (!Buffer.isBuffer(content)) content.destroy();
    }
  }

  /**
   * Once the SMTP server has accepted the mail, the 'sent' mark is retried (growing, bounded pauses) until it
   * sticks, the claim renewed meanwhile: a mark given up would leave the mail to go out again once the lease
   * ran out (docs/0055-parallel-references.md). Only a database down for longer than the lease can still
   * send it twice, and that is logged as an error.
   */
  async function markSent(mail: ClaimedMail) {
    const claimedAt = now();
    for (let failures = 1; ; failures++) {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("mailOutbox")
            .set({ status: "sent", sentAt: now(), textBody: "", htmlBody: "", lastError: null })
            .where("id", "=", mail.id)
            .execute();
          await trx.deleteFrom("mailAttachment").where("mailId", "=", mail.id).execute();
        });
        return;
      } catch (error) {
        const leaseOver = now() - claimedAt >= leaseMs;
        logger[leaseOver ? "error" : "warn"](
          { err: error, event: "mail.mark-retry", mailId: mail.id, failures, leaseOver },
          leaseOver ? "mail sent but not yet marked sent: another worker may send it again" : "mail sent, mark retried",
        );
        await new Promise((resolve) =>
          setTimeout(resolve, retryDelayMs(failures, MARK_RETRY_BASE_MS, MARK_RETRY_MAX_MS)),
        );
      }
    }
  }

  async function send(mail: ClaimedMail) {
    const renewal = setInterval(() => void renewClaim(mail), leaseMs / 3).unref();
    try {
      try {
        await deliver(mail);
      } catch (error) {
        await scheduleRetry(mail, error);
        return;
      }
      await markSent(mail);
      logger.info({ event: "mail.sent", mailId: mail.id }, "mail sent");
    } finally {
      clearInterval(renewal);
    }
  }

  /** A send refused or failed: the mail waits for its next attempt, or is given up after `maxAttempts`. */
  async function scheduleRetry(mail: ClaimedMail, error: unknown) {
    const failed = mail.attempts >= maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable("mailOutbox")
      .set({
        status: failed ? "failed" : "pending",
        lastError: message.slice(0, 500),
        nextAttemptAt: now() + retryDelayMs(mail.attempts, retryBaseMs, maxRetryMs),
      })
      .where("id", "=", mail.id)
      .execute();
    logger.warn(
      { event: failed ? "mail.failed" : "mail.retry", mailId: mail.id, attempts: mail.attempts, error: message },
      "mail not sent",
    );
  }

  /** Stops a pass after the mail in hand: at shutdown, a long queue is left to the next start. */
  let stopping = false;

  async function drain() {
    do {
      again = false;
      while (!stopping) {
        const mail = await claimNext();
        if (!mail) break;
        await send(mail);
      }
    } while (again && !stopping);
  }

  /** Runs a pass now, or right after the one in progress. */
  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => logger.error({ err: error }, "mail outbox pass failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runOnce,
    /** Call after queueing a mail: it goes out now rather than at the next poll. */
    nudge: () => {
      void runOnce();
    },
    /**
     * Starts polling. A mail left 'sending' is not reset here: another process may be sending it; it is
     * taken over once its lease is over.
     */
    async start() {
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
