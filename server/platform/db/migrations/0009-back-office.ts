import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./dialect.js";

/**
 * The team's back-office (docs/0021-back-office.md): accounts can be disabled and remember their last
 * sign-in; a request has an owner and a history (status changes, notes, replies, with who and when);
 * every back-office action lands in an append-only audit log. The inbox reads newest first, so
 * `visitor_request` gets an index in that order.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable("user").addColumn("disabled_at", "bigint").execute();
  await db.schema.alterTable("user").addColumn("last_sign_in_at", "bigint").execute();

  await db.schema
    .alterTable("visitor_request")
    .addColumn("owner_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("visitor_request_created")
    .on("visitor_request")
    .columns(["created_at desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("visitor_request_owner_created")
    .on("visitor_request")
    .columns(["owner_id", "created_at desc", "id desc"])
    .execute();

  await db.schema
    .createTable("request_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("request_id", "text", (c) => c.notNull().references("visitor_request.id").onDelete("cascade"))
    // The team member who acted; the name is copied so the history still reads after the account goes.
    .addColumn("actor_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('status', 'owner', 'note', 'reply')`))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("request_event_request")
    .on("request_event")
    .columns(["request_id", "created_at"])
    .execute();

  // No foreign key on the actor: the log outlives accounts, it names them by id and e-mail.
  await dialect
    .autoId(db.schema.createTable("audit_log"), "id")
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("request_event").execute();
  await db.schema.dropIndex("visitor_request_owner_created").execute();
  await db.schema.dropIndex("visitor_request_created").execute();
  await db.schema.alterTable("visitor_request").dropColumn("owner_id").execute();
  await db.schema.alterTable("user").dropColumn("last_sign_in_at").execute();
  await db.schema.alterTable("user").dropColumn("disabled_at").execute();
}
