import type { Migration } from "kysely";
import * as usersAndSessions from "./0001-users-and-sessions.js";
import * as accounts from "./0002-accounts.js";
import * as clientKeys from "./0003-client-keys.js";
import * as visitorRequests from "./0004-visitor-requests.js";
import * as mailDetails from "./0005-mail-details.js";

/**
 * Every migration, in order. Listed by hand rather than read from the folder so the
 * bundled server carries them (there is no migrations folder next to dist/server).
 */
export const migrations: Record<string, Migration> = {
  "0001-users-and-sessions": usersAndSessions,
  "0002-accounts": accounts,
  "0003-client-keys": clientKeys,
  "0004-visitor-requests": visitorRequests,
  "0005-mail-details": mailDetails,
};
