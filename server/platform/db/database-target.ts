/** Which engine holds the data: an SQLite file (the default) or a PostgreSQL server (DATABASE_URL). */
export type DatabaseTarget =
  | { engine: "sqlite"; path: string }
  | {
      engine: "postgres";
      url: string;
      /** DATABASE_POOL_MAX: connections in this process's pool. */
      poolSize?: number;
      /** DATABASE_TRANSACTION_POOLER: the URL leads to PgBouncer (or another pooler) in transaction mode. */
      transactionPooler?: boolean;
    };

export type Engine = DatabaseTarget["engine"];

/** For logs: the engine and where, without a password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.engine === "sqlite") return `sqlite:${target.path}`;
  const url = new URL(target.url);
  return `postgres://${url.host}${url.pathname}`;
}
