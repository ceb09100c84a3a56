import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../platform/db/database.js";
import { migrateToLatest } from "../platform/db/migrate.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.js";
import { searchMisses } from "./search-misses.js";

describe(`searches that found nothing (${testEngine()})`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let clock = 1_000;

  beforeEach(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.target);
    await migrateToLatest(handle);
  });
  afterEach(async () => {
    await handle.close();
    await database.drop();
  });

  it("counts each query, the most frequent first, with when it was first and last seen", async () => {
    const misses = searchMisses(handle.db, () => clock++);
    await misses.record("tarif hebergement");
    await Promise.all([misses.record("blockchain"), misses.record("blockchain"), misses.record("blockchain")]);
    await misses.record("tarif hebergement");
    await misses.record("");
    const top = await misses.top(10);
    expect(top.map(({ query, misses: count }) => [query, count])).toEqual([
      ["blockchain", 3],
      ["tarif hebergement", 2],
    ]);
    const tarif = top[1];
    expect(tarif?.lastSeenAt).toBeGreaterThan(tarif?.firstSeenAt ?? Number.POSITIVE_INFINITY);
    expect(await misses.top(1)).toHaveLength(1);
  });
});
