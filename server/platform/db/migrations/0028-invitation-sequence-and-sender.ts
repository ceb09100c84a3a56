import type { Kysely } from "kysely";

/**
 * Calendar invitations as calendars expect them (RFC 5546, docs/0030-back-office-calendar.md): each booking
 * keeps the SEQUENCE of the last .ics sent about it, so a cancellation (or a later change) is numbered
 * above what calendars hold; and a mail may name its own sender, so the mails carrying an .ics come from
 * the team's address, its ORGANIZER (NULL: the configured MAIL_FROM, as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("booking")
    .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("from_address", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("from_address").execute();
  await db.schema.alterTable("booking").dropColumn("sequence").execute();
}
