import { type Kysely, sql } from "kysely";
import { migrateToLatest } from "../../server/platform/db/migrate.js";
import { migrationsFor } from "../../server/platform/db/migrations/index.js";
import { openPostgres } from "../../server/platform/db/postgres-database.js";
import { openSqliteReadOnly } from "../../server/platform/db/sqlite-database.js";

export interface CopiedTable {
  table: string;
  rows: number;
  /** The bytes of its binary columns (files' chunks, old CV and PDF columns). */
  bytes: number;
  /** How many insert statements carried it. */
  batches: number;
}

/** PostgreSQL accepts at most 65,535 parameters in one statement: batches are sized under it. */
const MAX_PARAMETERS = 60_000;
/**
 * A batch is bounded by its bytes, not its rows (docs/0059-files-in-object-storage.md): a bytea travels as
 * hex, twice its size, and PostgreSQL refuses a message past 1 GB, which 1,000 rows of 5 MB CVs once reached.
 */
export const BATCH_BYTES = 16 * 1024 * 1024;

/** Tables known only at run time, by name. */
type AnyTables = Record<string, Record<string, unknown>>;

export class CopyError extends Error {
  override name = "CopyError";
}

/** The source must be at exactly the migrations this code has, so both schemas are the same. */
async function assertSourceUpToDate(source: Kysely<unknown>): Promise<void> {
  const known = Object.keys(migrationsFor("sqlite"));
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`
    .execute(source)
    .catch(() => ({ rows: [] }));
  const applied = rows.map((row) => row.name);
  if (applied.join() !== known.join()) {
    const missing = known.filter((name) => !applied.includes(name));
    const unknown = applied.filter((name) => !known.includes(name));
    throw new CopyError(
      missing.length > 0
        ? `The SQLite file lacks migrations ${missing.join(", ")}: start this version of the app on it once (it migrates at start), then copy.`
        : `The SQLite file has migrations this version does not know (${unknown.join(", ")}): copy with the version that made it.`,
    );
  }
}

/** Every application table, parents before children (foreign keys), from the SQLite file itself. */
async function tablesInDependencyOrder(source: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
    order by name`.execute(source);
  const parents = new Map<string, string[]>();
  for (const { name } of rows) {
    const keys = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(source);
    parents.set(
      name,
      keys.rows.map((key) => key.table).filter((parent) => parent !== name),
    );
  }
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new CopyError(`Foreign keys form a cycle: ${[...path, name].join(" → ")}`);
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const { name } of rows) visit(name, []);
  return ordered;
}

/** What a row weighs in an insert statement: binary values travel as hex, twice their size. */
function rowWeight(row: Record<string, unknown>): { weight: number; bytes: number } {
  let weight = 0;
  let bytes = 0;
  for (const value of Object.values(row)) {
    if (value instanceof Uint8Array) {
      weight += 2 * value.length;
      bytes += value.length;
    } else weight += typeof value === "string" ? Buffer.byteLength(value) : 8;
  }
  return { weight, bytes };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function countRows(db: Kysely<unknown> | Kysely<AnyTables>, table: string): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Copies every table of an SQLite file (the app's, at the latest migration) into an empty PostgreSQL
 * database: the schema by the app's own migrations, then the rows in foreign-key order, read one at a time
 * and inserted in batches of at most `BATCH_BYTES`, all in one transaction; identity counters are moved past
 * the copied ids and every table's row count is checked before the commit. Nothing is written when anything
 * fails, and the error names the table and rows. The source is only read.
 */
export async function copyDatabase(options: {
  from: string;
  to: string;
  onTable?: (copied: CopiedTable) => void;
  /** The most a batch may weigh; tests make it small. */
  batchBytes?: number;
}): Promise<CopiedTable[]> {
  const batchBytes = options.batchBytes ?? BATCH_BYTES;
  const source = openSqliteReadOnly(options.from);
  // Whole tables move in one transaction: no 30 s bound on its statements.
  const target = openPostgres(options.to, { poolSize: 2, statementTimeoutMs: 0 });
  try {
    await assertSourceUpToDate(source);
    await migrateToLatest(target);
    const db = target.db.withoutPlugins() as unknown as Kysely<AnyTables>;
    const tables = await tablesInDependencyOrder(source);
    for (const table of tables) {
      const rows = await countRows(db, table);
      if (rows > 0)
        throw new CopyError(`The PostgreSQL database is not empty (${table} has ${rows} rows): copy into a new one.`);
    }

    return await db.transaction().execute(async (trx) => {
      const copied: CopiedTable[] = [];
      for (const table of tables) {
        let rows = 0;
        let bytes = 0;
        let batches = 0;
        let batch: Array<{ rowid: number; row: Record<string, unknown> }> = [];
        let batchWeight = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          const first = batch[0]?.rowid;
          const last = batch.at(-1)?.rowid;
          try {
            await trx
              .insertInto(table)
              .values(batch.map((each) => each.row))
              .execute();
          } catch (error) {
            const rowids = first === last ? `row with rowid ${first}` : `rows with rowid ${first} to ${last}`;
            throw new CopyError(`${table}: inserting the ${rowids} failed (${reason(error)}): nothing was written.`);
          }
          batches += 1;
          batch = [];
          batchWeight = 0;
        };
        // One row at a time from SQLite (better-sqlite3 iterates its cursor), a batch in memory at most.
        const sourceRows = (source as unknown as Kysely<AnyTables>)
          .selectFrom(table)
          .select(sql<number>`rowid`.as("_rowid"))
          .selectAll()
          .orderBy(sql`rowid`)
          .stream();
        let lastRead: number | undefined;
        try {
          for await (const { _rowid, ...row } of sourceRows) {
            lastRead = _rowid as number;
            const { weight, bytes: rowBytes } = rowWeight(row);
            const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(row).length)));
            if (batch.length > 0 && (batchWeight + weight > batchBytes || batch.length >= perStatement)) await flush();
            batch.push({ rowid: _rowid as number, row });
            batchWeight += weight;
            rows += 1;
            bytes += rowBytes;
          }
        } catch (error) {
          if (error instanceof CopyError) throw error;
          const where = lastRead === undefined ? "its first row" : `the row after rowid ${lastRead}`;
          throw new CopyError(
            `${table}: reading ${where} from the SQLite file failed (${reason(error)}): nothing was written.`,
          );
        }
        await flush();
        const expected = await countRows(source, table);
        const landed = await countRows(trx, table);
        if (landed !== expected || rows !== expected) {
          throw new CopyError(`${table}: ${expected} rows in the SQLite file, ${landed} copied: nothing was written.`);
        }
        copied.push({ table, rows, bytes, batches });
        options.onTable?.({ table, rows, bytes, batches });
      }
      // Identity columns (the outbox's id...) continue after the copied ids.
      const identities = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and is_identity = 'YES'`.execute(trx);
      for (const { table_name: table, column_name: column } of identities.rows) {
        await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
          coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
      return copied;
    });
  } finally {
    await source.destroy();
    await target.close();
  }
}
