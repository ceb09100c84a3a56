import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresDriver,
  type TransactionSettings,
} from "kysely";
import pg from "pg";
import type { DatabaseHandle } from "./database-handle.js";
import { withPostgresMigrationLock } from "./postgres-migration-lock.js";
import type { Database } from "./schema.js";

/**
 * Like SQLite's busy_timeout: a statement waits at most 5 s for a lock, a request at most 5 s for a
 * connection; past that the database counts as busy (503 with Retry-After, server/platform/db/database-busy.ts).
 */
const LOCK_TIMEOUT_MS = 5_000;

/** No request's statement runs longer; one that does is cancelled (57014) and answered 503 likewise. */
const STATEMENT_TIMEOUT_MS = 30_000;

/** Connections per process by default (DATABASE_POOL_MAX): three replicas stay far below max_connections (100). */
const POOL_SIZE = 10;

/**
 * `pg` returns bigint (int8) as a string to avoid losing precision. Our bigints are epoch milliseconds,
 * counters and ids, all far below 2^53: read them as numbers, as SQLite does, and refuse any that is not exact.
 */
function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`bigint ${value} does not fit a JavaScript number`);
  return number;
}

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 && format !== "binary"
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  /** Connections in this process's pool (DATABASE_POOL_MAX). */
  poolSize?: number;
  /**
   * The URL leads to a pooler in transaction mode (PgBouncer, DATABASE_TRANSACTION_POOLER): a server connection
   * is this process's only for one transaction, so nothing is set for the session (it would stay on a server
   * connection another client gets next); the timeouts are set in each transaction instead.
   */
  transactionPooler?: boolean;
  /** 0: no bound, for commands that move whole tables (db:copy). */
  statementTimeoutMs?: number;
}

/** The two timeouts, for the session (`local` false) or for the transaction it runs in (`local` true). */
function timeouts(local: boolean, statementTimeoutMs: number): CompiledQuery {
  return CompiledQuery.raw(
    `select set_config('lock_timeout', '${LOCK_TIMEOUT_MS}', ${local}), ` +
      `set_config('statement_timeout', '${statementTimeoutMs}', ${local})`,
  );
}

/** Kysely's driver, with the timeouts set first thing in every transaction. */
class TimeoutsPerTransactionDriver extends PostgresDriver {
  readonly #timeouts: CompiledQuery;
  constructor(config: PostgresDialectConfig, statementTimeoutMs: number) {
    super(config);
    this.#timeouts = timeouts(true, statementTimeoutMs);
  }
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await super.beginTransaction(connection, settings);
    await connection.executeQuery(this.#timeouts);
  }
}

class TimeoutsPerTransactionDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  readonly #statementTimeoutMs: number;
  constructor(config: PostgresDialectConfig, statementTimeoutMs: number) {
    super(config);
    this.#config = config;
    this.#statementTimeoutMs = statementTimeoutMs;
  }
  override createDriver() {
    return new TimeoutsPerTransactionDriver(this.#config, this.#statementTimeoutMs);
  }
}

/**
 * Timeouts are set with SET (set_config), never as startup parameters (`options: -c …`), which PgBouncer
 * refuses. On a direct connection they are set once per connection, for its session, before its first
 * query; behind a transaction pooler, in every transaction, and the statements outside one take the
 * role's settings (`ALTER ROLE … SET lock_timeout …`, docs/0056-pooling-and-release-migrations.md).
 */
function dialect(pool: pg.Pool, options: PostgresOptions): PostgresDialect {
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  if (options.transactionPooler) return new TimeoutsPerTransactionDialect({ pool }, statementTimeoutMs);
  const perSession = timeouts(false, statementTimeoutMs);
  return new PostgresDialect({
    pool,
    onCreateConnection: async (connection) => {
      await connection.executeQuery(perSession);
    },
  });
}

/** A pool on DATABASE_URL; every query goes through Kysely. */
export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? POOL_SIZE,
    types,
    connectionTimeoutMillis: LOCK_TIMEOUT_MS,
  });
  // A connection the server drops (restart, failover, pg_terminate_backend, idle_in_transaction_session_timeout)
  // emits 'error', and an EventEmitter's unheard 'error' ends the process. The pool hears its idle clients; a
  // client checked out inside a transaction is heard here, from its first connection. Its query in flight
  // rejects anyway (answered 503, database-busy.ts), and the pool discards the client when it is released.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Database>({ dialect: dialect(pool, options), plugins: [new CamelCasePlugin()] });
  return {
    engine: "postgres",
    db,
    withMigrationLock: (work) => withPostgresMigrationLock(url, types, work),
    close: () => db.destroy(),
  };
}
