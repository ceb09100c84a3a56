import type { Kysely } from "kysely";
import { generateClientKey } from "../../auth/client-keys.js";

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
