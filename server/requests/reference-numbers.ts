import { type Kysely, sql, type Transaction } from "kysely";
import { parisParts } from "../../src/shared/paris-time.js";
import type { Database } from "../platform/db/schema.js";

/** Requests of every type share one sequence, so a reference alone finds any of them. */
export const REQUEST_REFERENCE_SCOPE = "NOV";

/**
 * The next reference of a scope for the Paris year of `now` ("NOV-2026-00042"): one upsert bumps the
 * year's counter and returns it, so concurrent callers (other connections, other processes) each get
 * their own number. Call it in the transaction that stores the request: a rollback gives the number
 * back, so references stay consecutive.
 */
export async function allocateReference(
  db: Kysely<Database> | Transaction<Database>,
  scope: string,
  now: number,
  /** Zero-padded width of the number: 5 for requests, 4 for quotes ("DEV-2026-0001"). */
  digits = 5,
): Promise<string> {
  const { year } = parisParts(now);
  const result = await sql<{ lastValue: number }>`
    insert into reference_counter (scope, year, last_value) values (${scope}, ${year}, 1)
    on conflict (scope, year) do update set last_value = reference_counter.last_value + 1
    returning last_value`.execute(db);
  const value = Number(result.rows[0]?.lastValue);
  return `${scope}-${year}-${String(value).padStart(digits, "0")}`;
}
