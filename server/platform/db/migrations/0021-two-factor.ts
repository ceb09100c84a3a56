import type { Kysely } from "kysely";

/**
 * TOTP two-factor authentication (docs/0026-two-factor.md): the account's secret (encrypted, confirmed
 * once a first code matched), its recovery codes (SHA-256 of 120 random bits, deleted when used), and the
 * sign-ins waiting for their second step (SHA-256 of the challenge token, 5 minutes, counted attempts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("two_factor")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("secret_sealed", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "bigint")
    // The newest time step a code was accepted for: a code is refused at or before it (no replay).
    .addColumn("last_time_step", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("recovery_code")
    .addColumn("code_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recovery_code_user").on("recovery_code").column("user_id").execute();

  await db.schema
    .createTable("two_factor_challenge")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("persistent", "integer", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("two_factor_challenge_expires").on("two_factor_challenge").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("two_factor_challenge").execute();
  await db.schema.dropTable("recovery_code").execute();
  await db.schema.dropTable("two_factor").execute();
}
