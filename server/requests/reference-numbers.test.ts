import { Migrator } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../platform/db/database.js";
import { migrateToLatest } from "../platform/db/migrate.js";
import { migrationsFor } from "../platform/db/migrations/index.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.js";
import { allocateReference, allocateRequestReference } from "./reference-numbers.js";

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

  const numberOf = (reference: string) => Number(reference.slice("NOV-2026-".length));

  it("for requests, are unique across connections and increase", async () => {
    const references = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        allocateRequestReference(index % 2 ? first.db : second.db, first.engine, summer2026),
      ),
    );
    expect(new Set(references).size).toBe(40);
    expect(references[0]).toMatch(/^NOV-2026-\d{5}$/);
    const later = await allocateRequestReference(first.db, first.engine, summer2026);
    expect(numberOf(later)).toBeGreaterThan(Math.max(...references.map(numberOf)));
  });
});

describe.runIf(testEngine() === "postgres")("request references moved to a sequence (postgres)", () => {
  it("start past every number the counter gave, so no reference is given twice", async () => {
    const database = await createTestDatabase();
    const handle = openDatabase(database.target);
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrationsFor(handle.engine) },
      });
      const { error } = await migrator.migrateTo("0028-invitation-sequence-and-sender");
      if (error) throw error;
      const summer2026 = Date.parse("2026-06-15T10:00:00Z");
      for (let n = 0; n < 41; n++) await allocateReference(handle.db, "NOV", summer2026);
      await allocateReference(handle.db, "NOV", Date.parse("2025-06-15T10:00:00Z"));
      await migrateToLatest(handle);

      expect(await allocateRequestReference(handle.db, handle.engine, summer2026)).toBe("NOV-2026-00042");
      // No restart on 1 January: the year keeps 2027's references apart from 2026's.
      expect(await allocateRequestReference(handle.db, handle.engine, Date.parse("2027-01-01T08:00:00Z"))).toBe(
        "NOV-2027-00043",
      );
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
