import type { Kysely } from "kysely";
import type { MigrationDialect } from "./dialect.js";

/**
 * The outbox learns what request mails need: a kind (what the mail is, for the logs and the data
 * export), a Reply-To (team notifications answer the visitor) and attachments (the .ics of a booking,
 * later a quote's PDF), deleted once the mail is sent.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("account"))
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("reply_to", "text").execute();
  await db.schema
    .createTable("mail_attachment")
    // bigint: the outbox id is a bigint identity on PostgreSQL.
    .addColumn("mail_id", "bigint", (c) => c.notNull().references("mail_outbox.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("content", dialect.bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint("mail_attachment_pk", ["mail_id", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_attachment").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("reply_to").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("kind").execute();
}
