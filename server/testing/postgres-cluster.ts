import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./free-port.js";

/** A throwaway PostgreSQL server: its own data folder and port, no durability (fsync off), removed on stop. */
export interface PostgresCluster {
  /** Superuser URL of its `postgres` database. */
  url: string;
  /**
   * Stops the server as `pg_ctl restart -m fast` does (clients disconnected, no waiting) and starts it again
   * on the same data and port; resolves once it accepts connections.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export class PostgresMissingError extends Error {
  override name = "PostgresMissingError";
}

const MISSING_MESSAGE =
  "PostgreSQL is not installed, and the test suite runs every integration test on PostgreSQL as well as SQLite.\n" +
  "Install its server binaries (initdb, postgres): `apt-get install postgresql` on Debian/Ubuntu " +
  "(they land in /usr/lib/postgresql/<version>/bin; nothing needs to run), or set POSTGRES_BIN to their folder.";

/** The newest Debian-installed version's binaries, else initdb on the PATH. */
function findBinaries(explicit: string | undefined): string {
  if (explicit) {
    if (existsSync(join(explicit, "initdb"))) return explicit;
    throw new PostgresMissingError(`POSTGRES_BIN=${explicit} has no initdb.\n${MISSING_MESSAGE}`);
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], "bin");
  try {
    const initdb = execFileSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).trim();
    if (initdb) return join(initdb, "..");
  } catch {
    // Not on the PATH either: reported below.
  }
  throw new PostgresMissingError(MISSING_MESSAGE);
}

/** initdb and postgres refuse to run as root: as root, they run as the `postgres` system user. */
export function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" })));
  return { uid: uid as number, gid: gid as number };
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL stopped while starting:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw new Error(`PostgreSQL did not start within 30 s:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPostgresCluster(options: { binaries?: string } = {}): Promise<PostgresCluster> {
  const bin = findBinaries(options.binaries);
  const dir = mkdtempSync(join(tmpdir(), "pg-cluster-"));
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  execFileSync(
    join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"],
    { stdio: "pipe", cwd: dir, ...user },
  );

  const port = await freePort();
  const serverArgs = [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    // A test cluster: speed over durability.
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=300",
  ];
  let log = "";
  const launch = () => {
    const child = spawn(join(bin, "postgres"), serverArgs, { stdio: ["ignore", "ignore", "pipe"], cwd: dir, ...user });
    child.stderr?.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    return { child, exited: new Promise<void>((resolve) => child.once("exit", () => resolve())) };
  };
  let server = launch();
  // SIGINT: PostgreSQL's fast shutdown (disconnects clients, no waiting).
  const kill = () => server.child.kill("SIGINT");
  process.once("exit", kill);

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(url, server.child, () => log);
  } catch (error) {
    kill();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async restart() {
      kill();
      await server.exited;
      server = launch();
      await waitUntilReady(url, server.child, () => log);
    },
    async stop() {
      process.off("exit", kill);
      kill();
      await server.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
