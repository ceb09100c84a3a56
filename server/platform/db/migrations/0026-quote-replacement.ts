import type { Kysely } from "kysely";

/**
 * Re-issued quotes (docs/0029-quote-reissue-and-pdf-worker.md): an expired quote keeps its row and its status, and
 * records the reference of the quote issued in its place at current prices. Unique: a quote is replaced once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("quote")
    .addColumn("replaced_by", "text", (c) => c.references("quote.reference"))
    .execute();
  // An index rather than a UNIQUE column: SQLite cannot add a column with a constraint of its own.
  await db.schema.createIndex("quote_replaced_by").unique().on("quote").column("replaced_by").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("quote_replaced_by").execute();
  await db.schema.alterTable("quote").dropColumn("replaced_by").execute();
}
