import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.js";
import { serverUser } from "./postgres-cluster.js";

/** A PgBouncer in transaction mode in front of a test PostgreSQL server, removed on stop. */
export interface Pgbouncer {
  /** `serverUrl` with the pooler's port instead of the server's. */
  urlFor(serverUrl: string): string;
  stop(): Promise<void>;
}

/** Debian's `pgbouncer` installs it in /usr/sbin, outside a non-root PATH. */
export function findPgbouncer(): string | undefined {
  if (existsSync("/usr/sbin/pgbouncer")) return "/usr/sbin/pgbouncer";
  try {
    return execFileSync("sh", ["-c", "command -v pgbouncer"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

async function waitForPort(port: number, server: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PgBouncer stopped while starting:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`PgBouncer did not listen within 10 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts PgBouncer in transaction mode (a server connection is a client's for one transaction only) for
 * the server at `serverUrl` (trust authentication, as the test cluster has), every database passed through,
 * at most `serverConnections` server connections per database: fewer than the app's pool, so clients share them.
 */
export async function startPgbouncer(binary: string, serverUrl: string, serverConnections: number): Promise<Pgbouncer> {
  const server = new URL(serverUrl);
  const dir = mkdtempSync(join(tmpdir(), "pgbouncer-"));
  const port = await freePort();
  writeFileSync(join(dir, "users.txt"), `"${server.username}" ""\n`);
  writeFileSync(
    join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${join(dir, "users.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${serverConnections}`,
      "max_client_conn = 500",
      // After a failed server login (PostgreSQL restarting), retry within a second, not the default 15 s
      // during which every client waits: what docs/0060-self-healing-deployment.md tells operators to set.
      "server_login_retry = 1",
      "",
    ].join("\n"),
  );
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const child = spawn(binary, [join(dir, "pgbouncer.ini")], { stdio: ["ignore", "ignore", "pipe"], cwd: dir, ...user });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = () => child.kill("SIGINT");
  process.once("exit", kill);
  try {
    await waitForPort(port, child, () => log);
  } catch (error) {
    kill();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    urlFor(url) {
      const through = new URL(url);
      through.port = String(port);
      return through.toString();
    },
    async stop() {
      process.off("exit", kill);
      kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
