import type { Kysely } from "kysely";
import { binaryType } from "../dialect-types.js";

/**
 * The outbox learns what request mails need: a kind (what the mail is, for the logs and the data
 * export), a Reply-To (team notifications answer the visitor) and attachments (the .ics of a booking,
 * later a quote's PDF), deleted once the mail is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("account"))
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("reply_to", "text").execute();
  await db.schema
    .createTable("mail_attachment")
    .addColumn("mail_id", "integer", (c) => c.notNull().references("mail_outbox.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("content", binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("mail_attachment_pk", ["mail_id", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_attachment").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("reply_to").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("kind").execute();
}
