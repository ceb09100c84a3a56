import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../../server/testing/http-client.js";
import { createTestDatabase, type TestDatabase } from "../../server/testing/test-database.js";
import { startTestServer, type TestServer } from "../../server/testing/test-server.js";
import { BackupError, restoreSqlite } from "./sqlite-backup.js";

const root = join(import.meta.dirname, "..", "..");
const run = promisify(execFile);

/** The backup as an operator runs it (`npm run db:backup` minus npm): another process than the server's. */
function backupCommand(file: string, databasePath: string) {
  return run(process.execPath, ["--import", "tsx", "scripts/db-backup/cli.ts", "backup", file], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: databasePath },
  });
}

describe("npm run db:backup / db:restore (SQLite)", () => {
  let database: TestDatabase;
  let databasePath: string;
  let server: TestServer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.target.engine !== "sqlite") throw new Error("SQLite only");
    databasePath = database.target.path;
    server = await startTestServer({ database: database.target });
  });
  afterAll(async () => {
    await server?.close();
    await database.drop();
  });

  it("backs up under write load, refuses to restore under a live server, and restores what was acknowledged", {
    timeout: 90_000,
  }, async () => {
    const url = (server as TestServer).url;
    const acknowledged: string[] = [];
    const started = new Set<string>();
    let writing = true;
    let sent = 0;
    // Visitor requests (a row and two queued mails each, in one transaction) from 4 concurrent clients.
    const writer = async (client: number) => {
      while (writing) {
        const email = `client${client}.n${sent++}@example.fr`;
        started.add(email);
        const { status } = await postJson(url, "/api/requests", {
          type: "contact",
          firstName: "Léa",
          lastName: "Martin",
          email,
          message: "Bonjour, une question.",
          consent: true,
        });
        if (status !== 201) throw new Error(`request refused: ${status}`);
        acknowledged.push(email);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));

    const backupFile = join(databasePath, "..", "backup.db");
    const acknowledgedBefore = [...acknowledged];
    const backup = await backupCommand(backupFile, databasePath);
    const startedBeforeEnd = new Set(started);
    expect(backup.stdout).toMatch(/^Backed up .* \(\d+ bytes, integrity checked, \d+ ms\)\.$/m);
    // Writes went on while the backup ran.
    while (acknowledged.length < acknowledgedBefore.length + 20)
      await new Promise((resolve) => setTimeout(resolve, 10));
    writing = false;
    await Promise.all(writers);

    // The server's open connection is what the restore detects (SQLite's locks hold between connections).
    expect(() => restoreSqlite(backupFile, databasePath)).toThrow(/is in use/);

    await (server as TestServer).close();
    server = undefined;
    restoreSqlite(backupFile, databasePath);

    const sqlite = new SQLite(databasePath, { readonly: true });
    const rows = sqlite.prepare("select email from visitor_request").pluck().all() as string[];
    const mailTo = new Set(sqlite.prepare("select to_address from mail_outbox").pluck().all() as string[]);
    sqlite.close();
    // Every request acknowledged before the backup began is back; none that started after it ended.
    expect(rows).toEqual(expect.arrayContaining(acknowledgedBefore));
    for (const email of rows) expect(startedBeforeEnd.has(email)).toBe(true);
    expect(rows.length).toBeLessThan(acknowledged.length);
    // One snapshot: each restored request has its acknowledgement mail (same transaction).
    for (const email of rows) expect(mailTo.has(email)).toBe(true);
  });

  it("refuses a file that is not a database, leaving the current one in place", () => {
    const notADatabase = join(databasePath, "..", "notes.txt");
    writeFileSync(notADatabase, "not sqlite at all".repeat(100));
    expect(() => restoreSqlite(notADatabase, databasePath)).toThrow(BackupError);
    expect(() => restoreSqlite(notADatabase, databasePath)).toThrow(/is not a readable SQLite database/);
    const sqlite = new SQLite(databasePath, { readonly: true });
    expect(sqlite.prepare("select count(*) from visitor_request").pluck().get()).toBeGreaterThan(0);
    sqlite.close();
  });
});
