import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.js";
import { type DatabaseHandle, openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { createRateLimiter } from "./rate-limiter.js";
import { ServiceError } from "./service-error.js";

describe("shared rate limiter", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let clock = 1_000_000;

  beforeEach(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.target);
    await migrateToLatest(handle);
  });
  afterEach(async () => {
    await handle.close();
    await database.drop();
  });

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it("counts each domain's rules apart, applies overrides by name, and says when to retry", async () => {
    const limiter = createRateLimiter(handle.db, {
      overrides: { sendPerIp: { limit: 1, windowMs: 10_000 } },
      now: () => clock,
    });
    const requests = limiter.register({ sendPerIp: { limit: 100, windowMs: 60_000 } });
    const other = limiter.register({ askPerIp: { limit: 1, windowMs: 60_000 } });
    await requests.consume("sendPerIp", "203.0.113.1");
    await other.consume("askPerIp", "203.0.113.1");
    const error = await refusal(requests.consume("sendPerIp", "203.0.113.1"));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ kind: "rate-limited", retryAfterSeconds: 10 });
    await requests.consume("sendPerIp", "203.0.113.2");
    clock += 10_000;
    await requests.consume("sendPerIp", "203.0.113.1");
  });

  it("refuses a rule name another domain already registered", () => {
    const limiter = createRateLimiter(handle.db);
    limiter.register({ loginPerIp: { limit: 1, windowMs: 1 } });
    expect(() => limiter.register({ loginPerIp: { limit: 5, windowMs: 1 } })).toThrow(/registered twice/);
  });

  it("deletes counters whose window and hold are over", async () => {
    const limiter = createRateLimiter(handle.db, { now: () => clock });
    await limiter.counters.hit("ended", 1_000);
    await limiter.counters.hit("held", 1_000);
    await limiter.counters.holdUntil("held", clock + 60_000);
    await limiter.counters.hit("running", 60_000);
    await limiter.deleteExpired(clock + 2_000);
    const keys = await handle.db.selectFrom("rateLimit").select("key").orderBy("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["held", "running"]);
  });
});
