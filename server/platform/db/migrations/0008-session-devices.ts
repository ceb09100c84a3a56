import type { Kysely } from "kysely";
import { UAParser } from "ua-parser-js";

/**
 * The device of each session, parsed from its user agent once when the session is stored rather than on
 * every listing (docs/0017-probing-fixes.md), and an index that serves the capped, paginated list of a
 * user's sessions newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ["browser", "os", "device"]) {
    await db.schema.alterTable("session").addColumn(column, "text").execute();
  }
  await db.schema
    .createIndex("session_user_created")
    .on("session")
    .columns(["user_id", "created_at desc", "id desc"])
    .execute();

  // The backfill parses as server/accounts/session-device.ts did when this was written; it is inlined so
  // that later changes to that module cannot change what this migration does.
  const typed = db as Kysely<{ session: { id: string; user_agent: string | null } & Record<Column, string | null> }>;
  const rows = await typed
    .selectFrom("session")
    .select(["id", "user_agent"])
    .where("user_agent", "is not", null)
    .execute();
  for (const row of rows) {
    const agent = UAParser(row.user_agent ?? "");
    const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ") || null;
    await typed
      .updateTable("session")
      .set({
        browser: join(agent.browser.name, agent.browser.major),
        os: join(agent.os.name, agent.os.version),
        device: join(agent.device.vendor, agent.device.model),
      })
      .where("id", "=", row.id)
      .execute();
  }
}

type Column = "browser" | "os" | "device";

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("session_user_created").execute();
  for (const column of ["browser", "os", "device"]) {
    await db.schema.alterTable("session").dropColumn(column).execute();
  }
}
