import type { Kysely } from "kysely";
import type { MigrationDialect } from "./dialect.js";

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => dialect.legacyNocase(column.notNull().unique()))
    .addColumn("first_name", "text", (column) => column.notNull())
    .addColumn("last_name", "text")
    .addColumn("plan", "text", (column) => column.notNull().defaultTo("freemium"))
    .addColumn("role", "text", (column) => column.notNull().defaultTo("user"))
    .addColumn("is_email_verified", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("password_hash", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    // Seconds since the epoch (Lucia's unit).
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("session_user_id").on("session").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("session").execute();
  await db.schema.dropTable("user").execute();
}
