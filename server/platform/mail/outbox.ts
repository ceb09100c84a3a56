import type { Kysely, Transaction } from "kysely";
import type { Database, MailKind } from "../db/schema.js";
import type { MailContent } from "./mail-templates.js";

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface QueuedMail {
  /** The account the mail belongs to (data export, deletion); null for the team's mail and visitors'. */
  userId: string | null;
  to: string;
  content: MailContent;
  kind?: MailKind;
  /** The sender when not the configured MAIL_FROM (team-sender.ts). */
  from?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/**
 * Queues a mail in the caller's transaction: the mail exists if and only if the action that
 * caused it committed. The outbox worker sends it.
 */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: QueuedMail,
  now: number,
): Promise<void> {
  const { id } = await db
    .insertInto("mailOutbox")
    .values({
      kind: mail.kind ?? "account",
      userId: mail.userId,
      toAddress: mail.to,
      fromAddress: mail.from ?? null,
      replyTo: mail.replyTo ?? null,
      subject: mail.content.subject,
      textBody: mail.content.text,
      htmlBody: mail.content.html,
      nextAttemptAt: now,
      createdAt: now,
      lastError: null,
      sentAt: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const attachments = mail.attachments ?? [];
  if (attachments.length > 0) {
    await db
      .insertInto("mailAttachment")
      .values(attachments.map((attachment, position) => ({ mailId: id, position, ...attachment })))
      .execute();
  }
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
