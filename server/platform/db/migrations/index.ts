import type { Kysely, Migration } from "kysely";
import type { Engine } from "../database-target.js";
import * as usersAndSessions from "./0001-users-and-sessions.js";
import * as accounts from "./0002-accounts.js";
import * as clientKeys from "./0003-client-keys.js";
import * as visitorRequests from "./0004-visitor-requests.js";
import * as mailDetails from "./0005-mail-details.js";
import * as emailLowerCase from "./0006-email-lower-case.js";
import * as sharedWork from "./0007-shared-work.js";
import * as sessionDevices from "./0008-session-devices.js";
import * as backOffice from "./0009-back-office.js";
import * as searchMisses from "./0013-search-misses.js";
import * as quotes from "./0014-quotes.js";
import * as inboxFilterIndexes from "./0019-inbox-filter-indexes.js";
import * as sessionAuthenticationTime from "./0020-session-authentication-time.js";
import * as twoFactor from "./0021-two-factor.js";
import * as basket from "./0022-basket.js";
import * as emailChanges from "./0023-email-changes.js";
import * as knownDevices from "./0024-known-devices.js";
import * as passkeys from "./0025-passkeys.js";
import * as quoteReplacement from "./0026-quote-replacement.js";
import * as quoteListIndex from "./0027-quote-list-index.js";
import * as invitationSequenceAndSender from "./0028-invitation-sequence-and-sender.js";
import * as parallelReferences from "./0029-parallel-references.js";
import * as storedFiles from "./0030-stored-files.js";
import * as visitorLocale from "./0031-visitor-locale.js";
import { type MigrationDialect, migrationDialect } from "./dialect.js";

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void>;
  down(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void>;
}

/**
 * Every migration, in order. Listed by hand rather than read from the folder so the
 * bundled server carries them (there is no migrations folder next to dist/server).
 * A new migration takes a number above every existing one (gaps are fine): Kysely refuses to run a
 * migration whose name sorts before one a database has already applied, so such a database would not start.
 */
const all: Record<string, DialectMigration> = {
  "0001-users-and-sessions": usersAndSessions,
  "0002-accounts": accounts,
  "0003-client-keys": clientKeys,
  "0004-visitor-requests": visitorRequests,
  "0005-mail-details": mailDetails,
  "0006-email-lower-case": emailLowerCase,
  "0007-shared-work": sharedWork,
  "0008-session-devices": sessionDevices,
  "0009-back-office": backOffice,
  "0013-search-misses": searchMisses,
  "0014-quotes": quotes,
  "0019-inbox-filter-indexes": inboxFilterIndexes,
  "0020-session-authentication-time": sessionAuthenticationTime,
  "0021-two-factor": twoFactor,
  "0022-basket": basket,
  "0023-email-changes": emailChanges,
  "0024-known-devices": knownDevices,
  "0025-passkeys": passkeys,
  "0026-quote-replacement": quoteReplacement,
  "0027-quote-list-index": quoteListIndex,
  "0028-invitation-sequence-and-sender": invitationSequenceAndSender,
  "0029-parallel-references": parallelReferences,
  "0030-stored-files": storedFiles,
  "0031-visitor-locale": visitorLocale,
};

/** The migrations for one engine: each receives the dialect helper for the few engine-specific bits. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  const dialect = migrationDialect(engine);
  return Object.fromEntries(
    Object.entries(all).map(([name, migration]) => [
      name,
      {
        up: (db: Kysely<unknown>) => migration.up(db, dialect),
        down: (db: Kysely<unknown>) => migration.down(db, dialect),
      },
    ]),
  );
}
