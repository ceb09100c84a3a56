import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../../testing/s3-server.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { createLogger } from "../logging/logger.js";
import { createFileStore } from "./file-store.js";
import { moveFiles } from "./move-files.js";
import { type S3Bytes, s3Bytes } from "./s3-bytes.js";

const run = promisify(execFile);

describe(`npm run files:move: every file's bytes to one store (${testEngine()})`, () => {
  let s3: S3TestServer;
  let database: TestDatabase;
  let handle: DatabaseHandle;
  /** The bucket as the test sees it. */
  let bucket: S3Bytes;

  beforeEach(async () => {
    s3 = await startS3Server();
    bucket = s3Bytes(s3.settings);
    database = await createTestDatabase();
    handle = openDatabase(database.target);
    await migrateToLatest(handle);
  });
  afterEach(async () => {
    await handle.close();
    await database.drop();
    bucket.close();
    await s3.close();
  });

  const settings = (store: "database" | "s3") => ({ store, s3: s3.settings });
  const read = async (key: string) => {
    const files = createFileStore({ db: handle.db, settings: settings("database"), logger: createLogger("silent") });
    try {
      return Buffer.concat(await (await files.open(key)).stream.toArray());
    } finally {
      files.close();
    }
  };
  const stores = async () =>
    (await handle.db.selectFrom("storedFile").select("store").orderBy("key").execute()).map((row) => row.store);
  const chunkCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom("storedFileChunk")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("moves to the bucket and back, checked, resumable after a stop, and a second run finds nothing to do", async () => {
    const files = createFileStore({ db: handle.db, settings: settings("database"), logger: createLogger("silent") });
    const contents = [randomBytes(700 * 1024), randomBytes(10), randomBytes(300 * 1024)];
    const stored = [];
    for (const bytes of contents) stored.push(await files.put(bytes, "application/pdf"));

    // A run stopped after its first file (a crash, ^C) leaves that file moved and the others where they were.
    const stop = new Error("stopped");
    const stopped = await moveFiles({
      db: handle.db,
      settings: settings("database"),
      to: "s3",
      onFile: () => {
        throw stop;
      },
    }).catch((error: unknown) => error);
    expect(stopped).toBe(stop);
    expect((await stores()).filter((store) => store === "s3")).toHaveLength(1);
    for (const [index, file] of stored.entries())
      expect((await read(file.key)).equals(contents[index] as Buffer)).toBe(true);

    const resumed = await moveFiles({ db: handle.db, settings: settings("database"), to: "s3" });
    expect(resumed).toEqual({ moved: 2, bytes: expect.any(Number), alreadyThere: 1 });
    expect(await stores()).toEqual(["s3", "s3", "s3"]);
    expect(await chunkCount()).toBe(0);
    for (const [index, file] of stored.entries()) {
      const object = await bucket.read(file.key);
      expect(Buffer.concat((await object?.toArray()) ?? []).equals(contents[index] as Buffer)).toBe(true);
    }
    expect(await moveFiles({ db: handle.db, settings: settings("s3"), to: "s3" })).toEqual({
      moved: 0,
      bytes: 0,
      alreadyThere: 3,
    });

    const back = await moveFiles({ db: handle.db, settings: settings("s3"), to: "database" });
    const total = contents.reduce((sum, bytes) => sum + bytes.length, 0);
    expect(back).toEqual({ moved: 3, bytes: total, alreadyThere: 0 });
    expect(await stores()).toEqual(["database", "database", "database"]);
    for (const [index, file] of stored.entries()) {
      expect((await read(file.key)).equals(contents[index] as Buffer)).toBe(true);
      expect(await bucket.read(file.key)).toBeUndefined();
    }
  });

  it("is the command `npm run files:move -- --to s3`, printing what it moved", async () => {
    const files = createFileStore({ db: handle.db, settings: settings("database"), logger: createLogger("silent") });
    await files.put(randomBytes(1024 * 1024), "application/pdf");
    await files.put(randomBytes(512 * 1024), "application/pdf");
    const env = {
      ...process.env,
      ...s3.env,
      NODE_ENV: "test",
      ...(database.target.engine === "sqlite"
        ? { DATABASE_PATH: database.target.path, DATABASE_URL: "" }
        : { DATABASE_URL: database.target.url }),
    };
    const first = await run("npx", ["tsx", "scripts/files-move/cli.ts", "--to", "s3"], { env });
    expect(first.stdout).toMatch(/^Moved 2 files \(1\.5 MB\) to s3 in \d+ ms; 0 were there already\.$/m);
    expect(await stores()).toEqual(["s3", "s3"]);

    const refused = await run("npx", ["tsx", "scripts/files-move/cli.ts", "--to", "s3"], {
      env: { ...env, S3_BUCKET: "" },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining("S3_BUCKET is not set") });
    // Each run starts tsx: seconds on a busy machine.
  }, 90_000);
});
