import type { Kysely, Transaction } from "kysely";
import type { Database, MailKind } from "../db/schema.js";
import type { MailContent } from "./mail-templates.js";

/** Bytes made for one mail (an invitation's few hundred bytes of .ics): kept in the mail's row, like its text. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A file already in the file store (a quote's PDF), attached by key rather than copied (docs/0059). */
export interface StoredFileAttachment {
  fileName: string;
  contentType: string;
  fileKey: string;
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
  attachments?: Array<MailAttachment | StoredFileAttachment>;
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
      .values(
        attachments.map(({ fileName, contentType, ...bytes }, position) => ({
          mailId: id,
          position,
          fileName,
          contentType,
          content: "content" in bytes ? bytes.content : Buffer.alloc(0),
          fileKey: "fileKey" in bytes ? bytes.fileKey : null,
        })),
      )
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
