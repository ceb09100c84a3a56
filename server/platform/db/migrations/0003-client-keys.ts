import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * The key generator as this migration shipped it, frozen here: a migration keeps doing what it did when it
 * shipped, whatever the live code later becomes (docs/0043-import-boundaries.md). 80 random bits, five per
 * character of Crockford's base32 alphabet, shown as "NVD-" and four groups of four (docs/0014-visitor-requests.md).
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function generateClientKey(): string {
  let bits = 0n;
  for (const byte of randomBytes(10)) bits = (bits << 8n) | BigInt(byte);
  let characters = "";
  for (let index = 0; index < 16; index++) {
    characters = ALPHABET[Number(bits & 31n)] + characters;
    bits >>= 5n;
  }
  return ["NVD", ...(characters.match(/.{4}/g) ?? [])].join("-");
}

/** Every account gets a client key (priority assistance); existing accounts get theirs here. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").addColumn("client_key", "text").execute();
  const users = await (db as Kysely<{ user: { id: string } }>).selectFrom("user").select("id").execute();
  for (const user of users) {
    await (db as Kysely<{ user: { id: string; client_key: string } }>)
      .updateTable("user")
      .set({ client_key: generateClientKey() })
      .where("id", "=", user.id)
      .execute();
  }
  await db.schema.createIndex("user_client_key").on("user").column("client_key").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("user_client_key").execute();
  await db.schema.alterTable("user").dropColumn("client_key").execute();
}
