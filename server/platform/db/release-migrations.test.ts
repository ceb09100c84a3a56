import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { createLogger } from "../logging/logger.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { databaseMigrationState } from "./migration-state.js";
import { migrationsFor } from "./migrations/index.js";
import { prepareSchema, SchemaBehindError } from "./schema-at-start.js";

const run = promisify(execFile);
const known = Object.keys(migrationsFor(testEngine()));

/** What a newer build leaves behind: a migration this build does not know, recorded as applied. */
async function applyNewerMigration(handle: DatabaseHandle, name: string): Promise<void> {
  await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
    handle.db,
  );
}

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, logger: createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) }) };
}

describe(`migrations as a release step (${testEngine()})`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.target);
  });
  afterEach(async () => {
    await handle.close();
    await database.drop();
  });

  it("starts an older build on a database a newer build migrated: nothing applied, a warning, no error", async () => {
    await migrateToLatest(handle);
    await applyNewerMigration(handle, "9999-from-a-newer-build");
    expect(await migrateToLatest(handle)).toEqual([]);
    const { lines, logger } = capturingLogger();
    await prepareSchema(handle, true, logger);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        migrations: ["9999-from-a-newer-build"],
        msg: expect.stringMatching(/newer/),
      }),
    );
    expect(await databaseMigrationState(handle)).toEqual({ pending: [], newer: ["9999-from-a-newer-build"] });
  });

  it("refuses a database that is both ahead of this build and missing one of its migrations", async () => {
    await migrateToLatest(handle);
    const last = known.at(-1) as string;
    await sql`delete from kysely_migration where name = ${last}`.execute(handle.db);
    await applyNewerMigration(handle, "9999-from-another-branch");
    await expect(migrateToLatest(handle)).rejects.toThrow(
      new RegExp(`does not know \\(9999-from-another-branch\\).*lacks some of this build's \\(${last}\\)`),
    );
  });

  it("with MIGRATE_ON_START=false, migrates nothing and refuses a schema that is behind, naming the release step", async () => {
    const { logger } = capturingLogger();
    const refused = prepareSchema(handle, false, logger);
    await expect(refused).rejects.toBeInstanceOf(SchemaBehindError);
    await expect(refused).rejects.toThrow(
      /lacks this build's migrations 0001-users-and-sessions, .*npm run db:migrate/,
    );
    expect(await databaseMigrationState(handle)).toEqual({ pending: known, newer: [] });
    // Once the release step has run, the same start goes through.
    await migrateToLatest(handle);
    await expect(prepareSchema(handle, false, logger)).resolves.toBeUndefined();
  });

  it("npm run db:migrate applies every migration once and exits 0, then finds nothing to do", {
    timeout: 180_000,
  }, async () => {
    const env = {
      PATH: process.env.PATH ?? "",
      ...(database.target.engine === "sqlite"
        ? { DATABASE_PATH: database.target.path }
        : { DATABASE_URL: database.target.url }),
    };
    const migrate = async () => {
      const { stdout } = await run("node", ["scripts/server-command.mjs", "migrate"], { env });
      return stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; migrations: string[] });
    };
    expect(await migrate()).toContainEqual(expect.objectContaining({ msg: "database migrated", migrations: known }));
    expect(await databaseMigrationState(handle)).toEqual({ pending: [], newer: [] });
    expect(await migrate()).toContainEqual(
      expect.objectContaining({ msg: "database already at this build", migrations: [] }),
    );
  });

  it("npm run db:migrate exits non-zero with the reason when it cannot migrate", { timeout: 180_000 }, async () => {
    await migrateToLatest(handle);
    await sql`delete from kysely_migration where name = ${known.at(-1) as string}`.execute(handle.db);
    await applyNewerMigration(handle, "9999-from-another-branch");
    const env = {
      PATH: process.env.PATH ?? "",
      ...(database.target.engine === "sqlite"
        ? { DATABASE_PATH: database.target.path }
        : { DATABASE_URL: database.target.url }),
    };
    const failure = await run("node", ["scripts/server-command.mjs", "migrate"], { env }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Database migration refused/);
  });
});
