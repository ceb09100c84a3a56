import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Column types whose name differs between the two engines (design.md §7.8). Everything else in the
 * migrations uses names both accept: text, integer, bigint.
 */
export function binaryType(db: Kysely<unknown>): "bytea" | "blob" {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
}
