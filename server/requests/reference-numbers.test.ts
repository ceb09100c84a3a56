import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../platform/db/database.js";
import { migrateToLatest } from "../platform/db/migrate.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.js";
import { allocateReference } from "./reference-numbers.js";

describe(`request references (${testEngine()})`, () => {
  let database: TestDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeEach(async () => {
    database = await createTestDatabase();
    first = openDatabase(database.target);
    await migrateToLatest(first);
    // A second connection (pool) to the same database stands for a second process.
    second = openDatabase(database.target);
  });
  afterEach(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  const summer2026 = Date.parse("2026-06-15T10:00:00Z");

  it("are consecutive and never repeat across connections", async () => {
    const references = await Promise.all(
      Array.from({ length: 40 }, (_, index) => allocateReference(index % 2 ? first.db : second.db, "NOV", summer2026)),
    );
    const numbers = references.map((reference) => Number(reference.slice("NOV-2026-".length))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(references[0]).toMatch(/^NOV-2026-\d{5}$/);
  });

  it("start again at 1 on 1 January in Paris, and give a number back when the transaction rolls back", async () => {
    expect(await allocateReference(first.db, "NOV", Date.parse("2026-12-31T22:30:00Z"))).toBe("NOV-2026-00001");
    // 23:30 UTC on 31 December is already 2027 in Paris.
    expect(await allocateReference(first.db, "NOV", Date.parse("2026-12-31T23:30:00Z"))).toBe("NOV-2027-00001");
    await expect(
      first.db.transaction().execute(async (trx) => {
        await allocateReference(trx, "NOV", summer2026);
        throw new Error("the request could not be stored");
      }),
    ).rejects.toThrow("could not be stored");
    expect(await allocateReference(first.db, "NOV", summer2026)).toBe("NOV-2026-00002");
  });
});
