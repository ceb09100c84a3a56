import type { Migration } from "kysely";
import * as usersAndSessions from "./0001-users-and-sessions.js";
import * as accounts from "./0002-accounts.js";

/**
 * Every migration, in order. Listed by hand rather than read from the folder so the
 * bundled server carries them (there is no migrations folder next to dist/server).
 */
export const migrations: Record<string, Migration> = {
  "0001-users-and-sessions": usersAndSessions,
  "0002-accounts": accounts,
};
