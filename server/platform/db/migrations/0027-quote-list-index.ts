import type { Kysely } from "kysely";

/**
 * The back-office lists quotes newest first, a keyset page at a time (docs/0030): in that order, a page
 * reads its own rows from the index instead of sorting every quote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("quote_issued").on("quote").columns(["issued_at desc", "id desc"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("quote_issued").execute();
}
