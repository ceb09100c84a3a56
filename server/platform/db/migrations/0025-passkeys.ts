import type { Kysely } from "kysely";

/**
 * Passkeys (WebAuthn, docs/0028-passkeys.md): each account's credentials (public key only: the private key
 * never leaves the authenticator) and the challenges waiting for an authenticator's answer, stored as the
 * SHA-256 of the challenge, single use, 5 minutes. A registration's challenge belongs to the session that
 * asked for it, so it goes when that session ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("passkey")
    // The credential id the authenticator chose (base64url): how a sign-in names its passkey.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("public_key", "text", (c) => c.notNull())
    // The authenticator's signature counter: a sign-in must bring a higher one (a cloned key shows up).
    .addColumn("counter", "bigint", (c) => c.notNull())
    .addColumn("transports", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("last_used_at", "bigint")
    .execute();
  await db.schema.createIndex("passkey_user_id").on("passkey").column("user_id").execute();

  await db.schema
    .createTable("passkey_challenge")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("session_id", "text", (c) => c.references("session.id").onDelete("cascade"))
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("passkey_challenge_expires").on("passkey_challenge").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("passkey_challenge").execute();
  await db.schema.dropTable("passkey").execute();
}
