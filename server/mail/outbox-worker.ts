import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Logger } from "../logging/logger.js";
import type { MailTransport } from "./mail-transport.js";

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
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
  now?: () => number;
}

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxMs);
}

/**
 * Sends the outbox's pending mail, one at a time, in order. A mail is claimed ('sending')
 * before it goes out and marked 'sent' after, so a restart never sends a sent mail again;
 * the bodies and attachments of sent mail are removed (they held single-use links, personal data).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, from, logger } = options;
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const maxRetryMs = options.maxRetryMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 20;
  const now = options.now ?? Date.now;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function sendOne(mail: {
    id: number;
    toAddress: string;
    replyTo: string | null;
    subject: string;
    textBody: string;
    htmlBody: string;
    attempts: number;
  }) {
    const claimed = await db
      .updateTable("mailOutbox")
      .set({ status: "sending" })
      .where("id", "=", mail.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    try {
      const attachments = await db
        .selectFrom("mailAttachment")
        .select(["fileName", "contentType", "content"])
        .where("mailId", "=", mail.id)
        .orderBy("position")
        .execute();
      await transport.send({
        from,
        to: mail.toAddress,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        ...(attachments.length > 0
          ? {
              attachments: attachments.map(({ fileName, contentType, content }) => ({
                filename: fileName,
                contentType,
                content: Buffer.from(content),
              })),
            }
          : {}),
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("mailOutbox")
          .set({
            status: "sent",
            sentAt: now(),
            attempts: mail.attempts + 1,
            textBody: "",
            htmlBody: "",
            lastError: null,
          })
          .where("id", "=", mail.id)
          .execute();
        await trx.deleteFrom("mailAttachment").where("mailId", "=", mail.id).execute();
      });
      logger.info({ event: "mail.sent", mailId: mail.id }, "mail sent");
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("mailOutbox")
        .set({
          status: failed ? "failed" : "pending",
          attempts,
          lastError: message.slice(0, 500),
          nextAttemptAt: now() + retryDelayMs(attempts, retryBaseMs, maxRetryMs),
        })
        .where("id", "=", mail.id)
        .execute();
      logger.warn(
        { event: failed ? "mail.failed" : "mail.retry", mailId: mail.id, attempts, error: message },
        "mail not sent",
      );
    }
  }

  async function drain() {
    do {
      again = false;
      const due = await db
        .selectFrom("mailOutbox")
        .select(["id", "toAddress", "replyTo", "subject", "textBody", "htmlBody", "attempts"])
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", now())
        .orderBy("id")
        .limit(20)
        .execute();
      for (const mail of due) await sendOne(mail);
      if (due.length === 20) again = true;
    } while (again);
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
    async start() {
      // A mail claimed when the process stopped was not confirmed sent: offer it again.
      await db.updateTable("mailOutbox").set({ status: "pending" }).where("status", "=", "sending").execute();
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
