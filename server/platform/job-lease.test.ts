import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.js";
import { createCleanup } from "./cleanup.js";
import { type DatabaseHandle, openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { createJobLease } from "./job-lease.js";
import { createLogger } from "./logging/logger.js";

describe(`job leases (${testEngine()})`, () => {
  let database: TestDatabase;
  let handles: DatabaseHandle[];
  let clock = 1_000_000;
  const now = () => clock;

  beforeEach(async () => {
    database = await createTestDatabase();
    // Two connections (pools) to one database: two processes, as far as the database can tell.
    handles = [openDatabase(database.target), openDatabase(database.target)];
    await migrateToLatest(handles[0] as DatabaseHandle);
  });
  afterEach(async () => {
    for (const handle of handles) await handle.close();
    await database.drop();
  });

  it("gives a job to one process at a time, and to another once the holder's lease has run out", async () => {
    const [first, second] = handles.map((handle) => createJobLease(handle.db, now));
    if (!first || !second) throw new Error("two leases expected");
    const asked = await Promise.all([first("cleanup", 1_000), second("cleanup", 1_000)]);
    expect(asked.filter(Boolean)).toHaveLength(1);
    clock += 999;
    // Within the lease nobody takes it again, its holder included: a scheduled job runs once per lease.
    expect(await second("cleanup", 1_000)).toBe(false);
    expect(await first("other-job", 1_000)).toBe(true);
    clock += 1;
    const winner = asked[0] ? second : first;
    expect(await winner("cleanup", 1_000)).toBe(true);
  });

  it("runs the scheduled cleanup in one process per period", async () => {
    const runs: string[] = [];
    const cleanups = handles.map((handle, index) => {
      const cleanup = createCleanup({
        logger: createLogger("silent"),
        everyMs: 10_000,
        now,
        lease: createJobLease(handle.db, now),
      });
      cleanup.register("count", async () => {
        runs.push(`process ${index}`);
      });
      return cleanup;
    });
    const ran = await Promise.all(cleanups.map((cleanup) => cleanup.scheduledPass()));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    // Still within the period's lease (90 % of it): neither process runs it again.
    clock += 8_000;
    expect(await Promise.all(cleanups.map((cleanup) => cleanup.scheduledPass()))).toEqual([false, false]);
    expect(runs).toHaveLength(1);
  });
});
