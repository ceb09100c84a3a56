import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./dialect.js";

/**
 * Everything the accounts need beyond 0001: session details for the "active sessions" list,
 * refresh tokens grouped in families (reuse detection), single-use e-mail tokens, linked Google
 * identities, the mail outbox and rate-limit counters. Token columns hold SHA-256 hashes only.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  // Columns Lucia passes through as session attributes (snake_case, as the adapter writes them).
  await db.schema
    .alterTable("session")
    .addColumn("created_at", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("session")
    .addColumn("last_seen_at", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("session").addColumn("user_agent", "text").execute();
  await db.schema
    .alterTable("session")
    .addColumn("persistent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("session_expires_at").on("session").column("expires_at").execute();

  await db.schema
    .createTable("refresh_token")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("family_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // The access session issued with this token: revoked with the family on reuse.
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("refresh_token_family_id").on("refresh_token").column("family_id").execute();
  await db.schema.createIndex("refresh_token_user_id").on("refresh_token").column("user_id").execute();

  await db.schema
    .createTable("email_token")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('verify-email', 'reset-password')`))
    // The address the mail went to: a verification link only proves that address.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("email_token_user_purpose").on("email_token").columns(["user_id", "purpose"]).execute();

  await db.schema
    .createTable("oauth_account")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("linked_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("oauth_account_pk", ["provider", "subject"])
    .execute();
  await db.schema.createIndex("oauth_account_user_id").on("oauth_account").column("user_id").execute();

  await dialect
    .autoId(db.schema.createTable("mail_outbox"), "id")
    // No foreign key: the "account deleted" notice outlives its user.
    .addColumn("user_id", "text")
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("sent_at", "bigint")
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_user_id").on("mail_outbox").column("user_id").execute();

  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .addColumn("blocked_until", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["rate_limit", "mail_outbox", "oauth_account", "email_token", "refresh_token"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex("session_expires_at").execute();
  for (const column of ["persistent", "user_agent", "last_seen_at", "created_at"]) {
    await db.schema.alterTable("session").dropColumn(column).execute();
  }
}
