import { type Kysely, sql } from "kysely";

/**
 * One rule for e-mail uniqueness on both engines: addresses are stored lower-cased and a unique index on
 * lower(email) refuses two spellings of one address. On SQLite files made before, Google sign-in could
 * store an address as Google spelt it; the NOCASE unique column guarantees that lower-casing them collides with nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update "user" set email = lower(email)`.execute(db);
  await db.schema.createIndex("user_email_lower").on("user").unique().expression(sql`lower(email)`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("user_email_lower").execute();
}
