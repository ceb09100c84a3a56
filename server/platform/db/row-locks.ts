import type { SelectQueryBuilder } from "kysely";
import type { Engine } from "./database-target.js";

/**
 * For a query that picks rows to claim: on PostgreSQL, lock the picked rows and skip those another
 * transaction holds (`FOR UPDATE SKIP LOCKED`), so concurrent claimers never pick the same row. On SQLite
 * the claiming UPDATE statement already runs alone under the database's single write lock.
 */
export function skipRowsLockedByOthers(engine: Engine) {
  // biome-ignore lint/suspicious/noExplicitAny: works on any select query, whatever its tables.
  return <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q =>
    engine === "postgres" ? (query.forUpdate().skipLocked() as Q) : query;
}
