import { type Kysely, sql, type Transaction } from "kysely";
import { parisParts } from "../../src/shared/paris-time.js";
import type { Engine } from "../platform/db/database-target.js";
import type { Database } from "../platform/db/schema.js";

/** Requests of every type share one sequence, so a reference alone finds any of them. */
export const REQUEST_REFERENCE_SCOPE = "NOV";

const format = (scope: string, year: number, value: number, digits: number) =>
  `${scope}-${year}-${String(value).padStart(digits, "0")}`;

/**
 * The next reference of a scope for the Paris year of `now` ("DEV-2026-0042"): one upsert bumps the
 * year's counter and returns it, so concurrent callers (other connections, other processes) each get
 * their own number. The counter row stays locked until the caller's transaction ends, and a rollback
 * gives the number back: numbers stay consecutive, so keep that transaction short
 * (docs/0055-parallel-references.md).
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
  return format(scope, year, Number(result.rows[0]?.lastValue), digits);
}

/**
 * A request's reference ("NOV-2026-00042"): unique and increasing, not consecutive. On PostgreSQL it comes
 * from the `request_reference` sequence, which no transaction holds, so simultaneous requests do not
 * queue on one row; a rolled-back request leaves its number unused, and numbers do not restart on
 * 1 January (the year in the reference keeps it unique). SQLite has one writer anyway: its counter.
 */
export async function allocateRequestReference(
  db: Kysely<Database> | Transaction<Database>,
  engine: Engine,
  now: number,
): Promise<string> {
  if (engine === "sqlite") return allocateReference(db, REQUEST_REFERENCE_SCOPE, now);
  const result = await sql<{ value: string }>`select nextval('request_reference') as value`.execute(db);
  return format(REQUEST_REFERENCE_SCOPE, parisParts(now).year, Number(result.rows[0]?.value), 5);
}
