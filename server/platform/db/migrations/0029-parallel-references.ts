import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./dialect.js";

/**
 * Writes in parallel (docs/0055-parallel-references.md). On PostgreSQL, request references come from the
 * `request_reference` sequence, which no transaction holds: it starts past every number `reference_counter`
 * gave requests ("NOV"), so no reference is given twice. SQLite keeps the counter (one writer anyway).
 * A quote's row is committed with its number before its PDF renders: `pdf_pending_since` says when
 * its PDF was last set to render (NULL once stored; `pdf` is empty meanwhile).
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  if (dialect.engine === "postgres") {
    await sql`create sequence request_reference as bigint`.execute(db);
    await sql`select setval('request_reference',
      coalesce((select max(last_value) from reference_counter where scope = 'NOV'), 0) + 1, false)`.execute(db);
  }
  await db.schema.alterTable("quote").addColumn("pdf_pending_since", "bigint").execute();
  await db.schema.createIndex("quote_pdf_pending").on("quote").column("pdf_pending_since").execute();
}

export async function down(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema.dropIndex("quote_pdf_pending").execute();
  await db.schema.alterTable("quote").dropColumn("pdf_pending_since").execute();
  if (dialect.engine === "postgres") await sql`drop sequence request_reference`.execute(db);
}
