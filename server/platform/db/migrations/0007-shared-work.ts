import type { Kysely } from "kysely";

/**
 * What several processes on one database need to share work (docs/0012-several-processes.md): a lease on
 * each mail being sent, so a crashed sender's mail is taken over, and named leases for jobs one process
 * runs at a time (the periodic cleanup).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Until when the worker that set a mail to 'sending' holds it; past it, another worker may take it over.
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("claimed_until", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("job_lease")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("until", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_lease").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("claimed_until").execute();
}
