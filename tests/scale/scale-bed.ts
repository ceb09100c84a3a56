import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { findPgbouncer, type Pgbouncer, startPgbouncer } from "../../server/testing/pgbouncer.js";
import { type PostgresCluster, startPostgresCluster } from "../../server/testing/postgres-cluster.js";
import { type SmtpCapture, startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { createPostgresDatabase, type TestDatabase } from "../../server/testing/test-database.js";
import { type AppProcess, startAppProcess } from "../multi-process/app-process.js";

/** One process of the production build, and how it reaches PostgreSQL. */
export interface ScaleProcess {
  name: string;
  via: "direct" | "PgBouncer";
  app: AppProcess;
  /** Set once the run killed it: it gets no more traffic and is not expected to live. */
  killed: boolean;
}

export interface ScaleBed {
  cluster: PostgresCluster;
  smtp: SmtpCapture;
  processes: ScaleProcess[];
  /** The team's address: every request, booking and quote notifies it. */
  leadsEmail: string;
  /** A query on the app's database, on a connection of its own (not the app's, not through the pooler). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The bearer token of the processes' /metrics, a throwaway like the cluster. */
export const SCALE_METRICS_TOKEN = "scale-run-metrics";

/** Connections PgBouncer opens to PostgreSQL: fewer than the process's pool, so its clients share them. */
const PGBOUNCER_SERVER_CONNECTIONS = 5;

/**
 * A temporary PostgreSQL cluster (Debian's binaries), PgBouncer in transaction mode in front of it, a real
 * SMTP server, and three processes of the production build on one database: two connected directly, one
 * through PgBouncer. The schema is migrated once first, by the release step (`dist/server/migrate.js`), as a
 * deploy does (docs/0056); the processes start with MIGRATE_ON_START=false. Every address is 127.0.0.1.
 */
export async function startScaleBed(): Promise<ScaleBed> {
  const pgbouncerBinary = findPgbouncer();
  if (!pgbouncerBinary) throw new Error("PgBouncer is not installed: `apt-get install pgbouncer` (CI does)");
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const cluster = await startPostgresCluster({ binaries: process.env.POSTGRES_BIN });
    cleanups.push(() => cluster.stop());
    const database: TestDatabase = await createPostgresDatabase(cluster.url);
    const url = database.target.engine === "postgres" ? database.target.url : "";
    const pgbouncer: Pgbouncer = await startPgbouncer(pgbouncerBinary, cluster.url, PGBOUNCER_SERVER_CONNECTIONS);
    cleanups.push(() => pgbouncer.stop());
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());

    await promisify(execFile)(process.execPath, ["dist/server/migrate.js"], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: url, LOG_LEVEL: "warn" },
    });
    const leadsEmail = "equipe@scale.test";
    const env = {
      SMTP_URL: smtp.url,
      LEADS_EMAIL: leadsEmail,
      MIGRATE_ON_START: "false",
      // Every request comes from 127.0.0.1: the limits would refuse the run, not the database.
      RATE_LIMIT_FACTOR: "10000",
      // The killed process's mail is taken over within the run (5 s instead of 30 s): the lease is renewed
      // while a send runs, and outlasts the database's restart, during which a "sent" mark is retried.
      OUTBOX_LEASE_SECONDS: "5",
      LOG_LEVEL: "warn",
      // The run reads each process's longest event-loop stall from /metrics (prom-client's default metrics).
      METRICS_TOKEN: SCALE_METRICS_TOKEN,
    };
    const started = await Promise.all([
      startAppProcess({ ...env, DATABASE_URL: url }),
      startAppProcess({ ...env, DATABASE_URL: url }),
      startAppProcess({ ...env, DATABASE_URL: pgbouncer.urlFor(url), DATABASE_TRANSACTION_POOLER: "true" }),
    ]);
    const processes = started.map(
      (app, index): ScaleProcess => ({
        name: `process ${"ABC"[index]}`,
        via: index === 2 ? "PgBouncer" : "direct",
        app,
        killed: false,
      }),
    );
    cleanups.push(async () => {
      await Promise.all(processes.map(({ app }) => app.stop()));
    });
    return {
      cluster,
      smtp,
      processes,
      leadsEmail,
      async query<T>(text: string, values: unknown[] = []) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(text, values)).rows as T[];
        } finally {
          await client.end();
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
