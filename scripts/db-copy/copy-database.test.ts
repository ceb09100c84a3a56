import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/platform/db/database.js";
import { migrateToLatest } from "../../server/platform/db/migrate.js";
import { createFileStore } from "../../server/platform/files/file-store.js";
import { createLogger } from "../../server/platform/logging/logger.js";
import { TEST_PASSWORD } from "../../server/testing/auth-testbed.js";
import { startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { createTestDatabase, type TestDatabase } from "../../server/testing/test-database.js";
import { startTestServer } from "../../server/testing/test-server.js";
import { CopyError, copyDatabase } from "./copy-database.js";

const json = { "content-type": "application/json" };
/** Every byte value, so an encoding slip anywhere shows. */
const cv = Buffer.from(Array.from({ length: 256 }, (_, n) => n));
/** A stored file's bytes, as the app reads them (docs/0059). */
async function readStored(handle: DatabaseHandle, key: string): Promise<Buffer> {
  const files = createFileStore({
    db: handle.db,
    settings: { store: "database", s3: undefined },
    logger: createLogger("silent"),
  });
  return Buffer.concat(await (await files.open(key)).stream.toArray());
}
const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: "POST", headers: { ...json, ...headers }, body: JSON.stringify(body) });

describe("npm run db:copy: an SQLite file into an empty PostgreSQL database", () => {
  const databases: TestDatabase[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    for (const database of databases.splice(0)) await database.drop();
  });

  async function populatedSqlite() {
    const sqlite = await createTestDatabase("sqlite");
    databases.push(sqlite);
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const server = await startTestServer({ database: sqlite.target, env: { SMTP_URL: smtp.url } });
    const tokens: string[] = [];
    for (const email of ["ana@example.fr", "bruno@example.fr", "chloe@example.fr"]) {
      const registered = await post(server.url, "/auth/register", {
        firstName: "Ana",
        lastName: "Durand",
        email,
        password: TEST_PASSWORD,
      });
      tokens.push(((await registered.json()) as { token: string }).token);
      await post(server.url, "/auth/forgot-password", { email });
    }
    await post(server.url, "/auth/login", { email: "nobody@example.fr", password: "Wrong-pass1" });
    for (const email of ["ana@example.fr", "bruno@example.fr", "chloe@example.fr"]) await smtp.waitForMail(email);
    // A request with its CV: text, numbers and bytes (SQLite blob → PostgreSQL bytea).
    const at = Date.UTC(2026, 5, 15, 10);
    await server.database.db
      .insertInto("visitorRequest")
      .values({
        id: "r1",
        reference: "NOV-2026-00001",
        type: "application",
        firstName: "Ana",
        lastName: "Durand",
        email: "Ana@Example.fr",
        emailNormalized: "ana@example.fr",
        phone: null,
        company: null,
        subject: null,
        message: "Bonjour, voici mon CV — merci !",
        category: null,
        offerId: null,
        expertiseId: null,
        jobId: "developpeur-web",
        sourcePage: "/careers",
        userId: null,
        consentAt: at,
        consentVersion: "2026-01-01",
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    const stored = await server.services.files.put(cv, "application/pdf");
    await server.database.db
      .insertInto("applicationFile")
      .values({
        requestId: "r1",
        fileName: "cv.pdf",
        mediaType: "application/pdf",
        sizeBytes: 256,
        content: Buffer.alloc(0),
        fileKey: stored.key,
      })
      .execute();
    await server.close();
    return { sqlite, tokens };
  }

  it("copies every table, verified by row counts, and the app then runs on the copy", async () => {
    const { sqlite, tokens } = await populatedSqlite();
    const postgres = await createTestDatabase("postgres");
    databases.push(postgres);
    if (sqlite.target.engine !== "sqlite" || postgres.target.engine !== "postgres") throw new Error("engines");

    const copied = await copyDatabase({ from: sqlite.target.path, to: postgres.target.url });
    const rows = Object.fromEntries(copied.map(({ table, rows }) => [table, rows]));
    expect(rows).toMatchObject({
      user: 3,
      session: 3,
      refresh_token: 3,
      email_token: 6,
      mail_outbox: 6,
      visitor_request: 1,
      application_file: 1,
      stored_file: 1,
      stored_file_chunk: 1,
    });
    expect(rows.rate_limit).toBeGreaterThan(0);
    // Parents first: a session's user is copied before it.
    const order = copied.map((each) => each.table);
    expect(order.indexOf("user")).toBeLessThan(order.indexOf("session"));

    const source = openDatabase(sqlite.target);
    const target = openDatabase(postgres.target);
    cleanups.push(() => source.close());
    cleanups.push(() => target.close());
    const users = (handle: typeof source) => handle.db.selectFrom("user").selectAll().orderBy("id").execute();
    expect(await users(target)).toEqual(await users(source));
    const mails = (handle: typeof source) => handle.db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();
    expect(await mails(target)).toEqual(await mails(source));
    const request = (handle: typeof source) => handle.db.selectFrom("visitorRequest").selectAll().execute();
    expect(await request(target)).toEqual(await request(source));
    const file = await target.db.selectFrom("applicationFile").selectAll().executeTakeFirstOrThrow();
    expect(Buffer.compare(await readStored(target, file.fileKey as string), cv)).toBe(0);

    const server = await startTestServer({ database: postgres.target });
    cleanups.push(() => server.close());
    // A session opened on SQLite is still valid; a password set there still signs in.
    const user = await fetch(`${server.url}/auth/user`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    expect(user.status).toBe(200);
    expect((await post(server.url, "/auth/login", { email: "bruno@example.fr", password: TEST_PASSWORD })).status).toBe(
      200,
    );
    // The outbox's numbering continues after the copied ids.
    const mailsBefore = (await mails(target)).length;
    await post(server.url, "/auth/forgot-password", { email: "chloe@example.fr" });
    // Forgot-password answers before it looks the address up (docs/0017): the mail is queued just after.
    const ids = await vi.waitFor(async () => {
      const now = (await mails(target)).map((mail) => mail.id);
      expect(now.length).toBe(mailsBefore + 1);
      return now;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBeGreaterThan(6);
  });

  it("refuses a PostgreSQL database that already holds data, and writes nothing", async () => {
    const { sqlite } = await populatedSqlite();
    const postgres = await createTestDatabase("postgres");
    databases.push(postgres);
    if (sqlite.target.engine !== "sqlite" || postgres.target.engine !== "postgres") throw new Error("engines");
    await copyDatabase({ from: sqlite.target.path, to: postgres.target.url });
    await expect(copyDatabase({ from: sqlite.target.path, to: postgres.target.url })).rejects.toThrow(
      // The first table in foreign-key order that holds rows: the CV's file has no parent.
      /not empty \(stored_file has 1 rows\)/,
    );
  });

  it("refuses a file that is not the app's database at this version", async () => {
    const empty = await createTestDatabase("sqlite");
    databases.push(empty);
    const postgres = await createTestDatabase("postgres");
    databases.push(postgres);
    if (empty.target.engine !== "sqlite" || postgres.target.engine !== "postgres") throw new Error("engines");
    await expect(copyDatabase({ from: empty.target.path, to: postgres.target.url })).rejects.toThrow();
    const handle = openDatabase(empty.target);
    await handle.db.selectNoFrom((eb) => eb.val(1).as("one")).execute();
    await handle.close();
    await expect(copyDatabase({ from: empty.target.path, to: postgres.target.url })).rejects.toThrow(
      /lacks migrations 0001-users-and-sessions/,
    );
  });
  /** An SQLite file of the app holding these files, stored as the app stores them. */
  async function sqliteWithFiles(contents: Buffer[]) {
    const sqlite = await createTestDatabase("sqlite");
    databases.push(sqlite);
    const handle = openDatabase(sqlite.target);
    await migrateToLatest(handle);
    const files = createFileStore({
      db: handle.db,
      settings: { store: "database", s3: undefined },
      logger: createLogger("silent"),
    });
    const keys = [];
    for (const bytes of contents) keys.push((await files.put(bytes, "application/pdf")).key);
    await handle.close();
    if (sqlite.target.engine !== "sqlite") throw new Error("engines");
    return { path: sqlite.target.path, keys };
  }

  it("copies files larger than a batch in several batches by bytes, each file intact", async () => {
    const contents = Array.from({ length: 6 }, (_, n) => Buffer.alloc(700 * 1024, n + 1));
    const { path, keys } = await sqliteWithFiles(contents);
    const postgres = await createTestDatabase("postgres");
    databases.push(postgres);
    if (postgres.target.engine !== "postgres") throw new Error("engines");

    // 1.5 MB a batch: a file's three chunks (256 + 256 + 188 KiB, 1.4 MB as hex) fit one, the next file's do not.
    const copied = await copyDatabase({ from: path, to: postgres.target.url, batchBytes: 1.5 * 1024 * 1024 });
    const chunks = copied.find((each) => each.table === "stored_file_chunk");
    expect(chunks).toEqual({ table: "stored_file_chunk", rows: 18, bytes: 6 * 700 * 1024, batches: 6 });
    const target = openDatabase(postgres.target);
    cleanups.push(() => target.close());
    for (const [index, key] of keys.entries()) {
      expect((await readStored(target, key)).equals(contents[index] as Buffer)).toBe(true);
    }
  });

  it("fails with a message naming the table and the row PostgreSQL refused, and writes nothing", async () => {
    const { path } = await sqliteWithFiles([Buffer.from("one"), Buffer.from("two")]);
    // SQLite stores any value in any column; PostgreSQL's bigint refuses this one.
    const raw = new SQLite(path);
    raw.prepare("update stored_file set size_bytes = 'trois' where rowid = 2").run();
    raw.close();
    const postgres = await createTestDatabase("postgres");
    databases.push(postgres);
    if (postgres.target.engine !== "postgres") throw new Error("engines");

    const failed = await copyDatabase({ from: path, to: postgres.target.url, batchBytes: 10 }).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(CopyError);
    expect((failed as Error).message).toMatch(
      /^stored_file: inserting the row with rowid 2 failed \(.*trois.*\): nothing was written\.$/,
    );
    const target = openDatabase(postgres.target);
    cleanups.push(() => target.close());
    expect(await target.db.selectFrom("storedFile").select("key").execute()).toEqual([]);
  });
});
