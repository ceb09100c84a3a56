import type { Kysely } from "kysely";

/**
 * Changes of e-mail address (docs/0027-account-identity.md). A row is a change asked for: its
 * verification link (mailed to the new address) and its cancel link (mailed to the old one), both stored
 * as SHA-256 hashes. The row outlives the confirmation for a week, so the old address can still take the
 * account back after an intruder confirmed an address of theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("email_change")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("old_email", "text", (c) => c.notNull())
    .addColumn("new_email", "text", (c) => c.notNull())
    .addColumn("cancel_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("confirmed_at", "bigint")
    .execute();
  await db.schema.createIndex("email_change_user_id").on("email_change").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_change").execute();
}
