import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (column) => column.primaryKey())
    // NOCASE makes the unique index case-insensitive: "Ana@x.fr" and "ana@x.fr" are one account.
    .addColumn("email", "text", (column) => column.notNull().unique().modifyEnd(sql`collate nocase`))
    .addColumn("first_name", "text", (column) => column.notNull())
    .addColumn("last_name", "text")
    .addColumn("plan", "text", (column) => column.notNull().defaultTo("freemium"))
    .addColumn("role", "text", (column) => column.notNull().defaultTo("user"))
    .addColumn("is_email_verified", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("password_hash", "text")
    .addColumn("created_at", "integer", (column) => column.notNull())
    .addColumn("updated_at", "integer", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("expires_at", "integer", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("session_user_id").on("session").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("session").execute();
  await db.schema.dropTable("user").execute();
}
