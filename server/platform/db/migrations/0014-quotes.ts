import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./dialect.js";

/**
 * Instant quotes (docs/0023-quotes.md): a `quote` per issued quote, its reference from
 * `reference_counter` (scope "DEV"), the client as typed, totals in cents and the PDF as issued; its lines
 * in `quote_line`, copied from the offers at that moment so a later price change alters no issued quote.
 * Links carry tokens whose SHA-256 only is stored: one to download the PDF, one (single use) to accept.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable("quote")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("issued").check(sql`status in ('issued', 'accepted')`))
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("vat_number", "text")
    .addColumn("total_excluding_tax", "bigint", (c) => c.notNull())
    .addColumn("vat", "bigint", (c) => c.notNull())
    .addColumn("total_including_tax", "bigint", (c) => c.notNull())
    .addColumn("pdf", dialect.bytes, (c) => c.notNull())
    .addColumn("pdf_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("accept_token_hash", "text", (c) => c.unique())
    .addColumn("issued_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("accepted_at", "bigint")
    .addColumn("accepted_ip", "text")
    .addColumn("accepted_by", "text")
    .addColumn("consent_at", "bigint", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("quote_user").on("quote").column("user_id").execute();
  await db.schema.createIndex("quote_email").on("quote").column("email_normalized").execute();

  await db.schema
    .createTable("quote_line")
    .addColumn("quote_id", "text", (c) => c.notNull().references("quote.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("offer_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("delivery_time", "text", (c) => c.notNull())
    .addColumn("price_excluding_tax", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("quote_line_pk", ["quote_id", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_line").execute();
  await db.schema.dropTable("quote").execute();
}
