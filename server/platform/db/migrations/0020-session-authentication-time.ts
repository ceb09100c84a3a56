import { type Kysely, sql } from "kysely";

/**
 * When each session's user last proved who they are (a sign-in, or a re-authentication): sensitive
 * actions ask for it to be recent (docs/0026-two-factor.md). Sessions opened before this migration count
 * from their creation, the last time they are known to have been proved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("session").addColumn("authenticated_at", "bigint").execute();
  const typed = db as Kysely<{ session: { authenticated_at: number | null; created_at: number } }>;
  await typed
    .updateTable("session")
    .set({ authenticated_at: sql.ref("created_at") })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("session").dropColumn("authenticated_at").execute();
}
