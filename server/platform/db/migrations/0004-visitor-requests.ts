import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./dialect.js";

/**
 * What visitors send (docs/0014-visitor-requests.md): one `visitor_request` row per request of any type,
 * with its booking or its CV beside it; references come from `reference_counter`, one row per scope and
 * year bumped in one statement. Times are epoch milliseconds (bigint); `email_normalized` is the
 * lower-cased address the "my requests" lookup uses.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable("reference_counter")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last_value", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("reference_counter_pk", ["scope", "year"])
    .execute();

  await db.schema
    .createTable("visitor_request")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) =>
      c.notNull().check(sql`type in ('quote', 'contact', 'support', 'priority', 'booking', 'application')`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("new").check(sql`status in ('new', 'in_progress', 'done', 'archived')`),
    )
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("company", "text")
    .addColumn("subject", "text")
    .addColumn("message", "text")
    .addColumn("category", "text")
    .addColumn("offer_id", "text")
    .addColumn("expertise_id", "text")
    .addColumn("job_id", "text")
    .addColumn("source_page", "text")
    // The account it was made from (signed in, or a priority request's client key); kept if the account goes.
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("consent_at", "bigint", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("visitor_request_email").on("visitor_request").column("email_normalized").execute();
  await db.schema.createIndex("visitor_request_user").on("visitor_request").column("user_id").execute();
  await db.schema
    .createIndex("visitor_request_type_updated")
    .on("visitor_request")
    .columns(["type", "updated_at"])
    .execute();

  await db.schema
    .createTable("booking")
    .addColumn("request_id", "text", (c) => c.primaryKey().references("visitor_request.id").onDelete("cascade"))
    .addColumn("starts_at", "bigint", (c) => c.notNull())
    .addColumn("ends_at", "bigint", (c) => c.notNull())
    // SHA-256 of the cancel link's token; emptied when used.
    .addColumn("cancel_token_hash", "text", (c) => c.unique())
    .addColumn("cancelled_at", "bigint")
    .execute();

  // A slot is held by at most one booking: the primary key decides between simultaneous bookings.
  // Cancelling deletes the row, which frees the slot.
  await db.schema
    .createTable("booked_slot")
    .addColumn("starts_at", "bigint", (c) => c.primaryKey())
    .addColumn("request_id", "text", (c) => c.notNull().unique().references("visitor_request.id").onDelete("cascade"))
    .execute();

  // CVs live in the database: a backup includes them and every process reads them; never a served folder.
  await db.schema
    .createTable("application_file")
    .addColumn("request_id", "text", (c) => c.primaryKey().references("visitor_request.id").onDelete("cascade"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("media_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "bigint", (c) => c.notNull())
    .addColumn("content", dialect.bytes, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["application_file", "booked_slot", "booking", "visitor_request", "reference_counter"]) {
    await db.schema.dropTable(table).execute();
  }
}
