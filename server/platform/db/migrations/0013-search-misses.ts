import type { Kysely } from "kysely";

/**
 * Searches that found nothing (docs/0020), counted per normalised query: what visitors look for and the
 * content does not answer. No visitor, address or time of day is kept: the words, a count, two dates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("search_miss")
    .addColumn("query", "text", (c) => c.primaryKey())
    .addColumn("misses", "integer", (c) => c.notNull())
    .addColumn("first_seen_at", "bigint", (c) => c.notNull())
    .addColumn("last_seen_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("search_miss").execute();
}
