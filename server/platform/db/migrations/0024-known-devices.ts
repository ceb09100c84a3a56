import type { Kysely } from "kysely";

/**
 * The devices each account has signed in from (docs/0027): a sign-in from a device not in the list is
 * mailed to the owner. A device is a fingerprint of the browser, system and hardware names, without
 * versions (server/accounts/known-devices.ts); nothing else about the visitor is kept here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("known_device")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("first_seen_at", "bigint", (c) => c.notNull())
    .addColumn("last_seen_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("known_device_pk", ["user_id", "fingerprint"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("known_device").execute();
}
