import { execFile } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { BackupError } from "./sqlite-backup.js";

const run = promisify(execFile);

/**
 * Where pg_dump and pg_restore are: PG_BIN when set; else the newest version Debian installed (its
 * /usr/bin wrappers pick the version of a local cluster, not of the server dumped); else the PATH. A
 * pg_dump older than the server refuses to dump it: the newest one reads every older server.
 */
export function postgresTool(name: "pg_dump" | "pg_restore", env: Record<string, string | undefined> = process.env) {
  if (env.PG_BIN) return join(env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  const newest = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  return newest ? join(root, newest, "bin", name) : name;
}

/**
 * The URL for `--dbname` without its password, which goes in PGPASSWORD instead: a command line is
 * readable by every user of the machine (`ps`), a process's environment is not.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: `--dbname=${parsed.href}`, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function tool(name: "pg_dump" | "pg_restore", args: string[], env = process.env): Promise<string> {
  try {
    return (await run(postgresTool(name), args, { env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string };
    if (code === "ENOENT") {
      throw new BackupError(
        `${name} not found: install PostgreSQL's client tools (Debian: postgresql-client) or set PG_BIN`,
      );
    }
    throw new BackupError(`${name} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/**
 * A consistent dump of the live database (pg_dump reads one snapshot; writers are not held), in pg_dump's
 * custom format (compressed, restorable table by table). It takes the backup's name only once pg_restore
 * has read its table of contents back: a cut-off file never looks like a backup.
 */
export async function backupPostgres(url: string, backupPath: string): Promise<void> {
  const partial = `${backupPath}.partial`;
  rmSync(partial, { force: true });
  try {
    const { dbname, env } = connection(url);
    await tool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, dbname], env);
    await tool("pg_restore", ["--list", partial]);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, backupPath);
}

/** Tables and sequences of the schema the app uses: a restore goes into a database without any. */
async function objectsIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'S')",
    );
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty database (create it first: `createdb`), in one transaction: it is
 * whole or absent. An existing database is never overwritten: restore beside it, check it, then point
 * the processes at it (docs/0060-self-healing-deployment.md).
 */
export async function restorePostgres(backupPath: string, url: string): Promise<void> {
  if (!existsSync(backupPath)) throw new BackupError(`${backupPath} does not exist`);
  if ((await objectsIn(url)) > 0) {
    throw new BackupError(
      "the target database already holds tables: restore into a new, empty database (createdb), then point DATABASE_URL or PGDATABASE at it",
    );
  }
  const { dbname, env } = connection(url);
  await tool(
    "pg_restore",
    ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", dbname, backupPath],
    env,
  );
}
