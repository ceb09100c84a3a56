import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { MailContent } from "./mail-templates.js";

/**
 * Queues a mail in the caller's transaction: the mail exists if and only if the action that
 * caused it committed. The outbox worker sends it.
 */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: { userId: string | null; to: string; content: MailContent },
  now: number,
): Promise<void> {
  await db
    .insertInto("mailOutbox")
    .values({
      userId: mail.userId,
      toAddress: mail.to,
      subject: mail.content.subject,
      textBody: mail.content.text,
      htmlBody: mail.content.html,
      nextAttemptAt: now,
      createdAt: now,
      lastError: null,
      sentAt: null,
    })
    .execute();
}

/** Sent mail is kept 30 days (it shows in the data export), then forgotten; failed mail too. */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 60 * 60_000;

export async function deleteOldMail(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom("mailOutbox")
    .where("status", "in", ["sent", "failed"])
    .where("createdAt", "<=", now - SENT_MAIL_RETENTION_MS)
    .execute();
}
