import { randomBytes } from "node:crypto";
import { type KyselyPlugin, Migrator, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { migrationsFor } from "../db/migrations/index.js";
import { createLogger } from "../logging/logger.js";
import { CHUNK_BYTES } from "./database-bytes.js";
import { createFileStore, FileMissingError, SWEEP_AFTER_MS } from "./file-store.js";

/** Records the largest binary value any query of the connection returned. */
function largestBinaryRead() {
  let largest = 0;
  let reads = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      for (const row of args.result.rows) {
        for (const value of Object.values(row)) {
          if (value instanceof Uint8Array) {
            largest = Math.max(largest, value.length);
            reads += 1;
          }
        }
      }
      return args.result;
    },
  };
  return { plugin, largest: () => largest, reads: () => reads };
}

/** A job application's request row. */
const application = (id: string, at: number) => ({
  id,
  reference: "NOV-2026-00001",
  type: "application" as const,
  firstName: "Ana",
  lastName: "Durand",
  email: "ana@example.fr",
  emailNormalized: "ana@example.fr",
  phone: null,
  company: null,
  subject: null,
  message: null,
  category: null,
  offerId: null,
  expertiseId: null,
  jobId: "developpeur-web",
  sourcePage: null,
  userId: null,
  consentAt: at,
  consentVersion: "1",
  createdAt: at,
  updatedAt: at,
});

describe(`the database file store (${testEngine()})`, () => {
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

  const store = (db = handle.db, now = Date.now) =>
    createFileStore({ db, settings: { store: "database", s3: undefined }, logger: createLogger("silent"), now });

  it("is where migration 0030 copies the CVs and PDFs stored whole before, the old columns left as they were", async () => {
    const migrator = new Migrator({
      db: handle.db.withoutPlugins(),
      provider: { getMigrations: async () => migrationsFor(handle.engine) },
    });
    await migrator.migrateTo("0029-parallel-references");
    const at = Date.now();
    const cv = randomBytes(600 * 1024);
    const pdf = Buffer.from("%PDF-1.7 as issued before 0030");
    await handle.db.insertInto("visitorRequest").values(application("r1", at)).execute();
    await handle.db
      .insertInto("applicationFile")
      .values({ requestId: "r1", fileName: "cv.pdf", mediaType: "application/pdf", sizeBytes: cv.length, content: cv })
      .execute();
    await handle.db
      .insertInto("quote")
      .values({
        id: "q1",
        reference: "DEV-2026-0001",
        userId: null,
        firstName: "Élodie",
        lastName: "Gaël",
        email: "elodie@example.fr",
        emailNormalized: "elodie@example.fr",
        company: "Brasserie Gaël",
        address: "Lyon",
        vatNumber: null,
        totalExcludingTax: 100,
        vat: 20,
        totalIncludingTax: 120,
        pdf,
        pdfPendingSince: null,
        pdfTokenHash: "hash",
        acceptTokenHash: null,
        issuedAt: at,
        expiresAt: at,
        acceptedAt: null,
        acceptedIp: null,
        acceptedBy: null,
        consentAt: at,
        consentVersion: "1",
        replacedBy: null,
      })
      .execute();

    await migrateToLatest(handle);
    const file = await handle.db.selectFrom("applicationFile").selectAll().executeTakeFirstOrThrow();
    const quote = await handle.db.selectFrom("quote").select(["pdf", "pdfFileKey"]).executeTakeFirstOrThrow();
    const read = async (key: string | null) => Buffer.concat(await (await store().open(key ?? "")).stream.toArray());
    expect((await read(file.fileKey)).equals(cv)).toBe(true);
    expect((await read(quote.pdfFileKey)).equals(pdf)).toBe(true);
    // The previous build, after a rollback, still reads them where it did (docs/0056's expand step).
    expect(Buffer.from(file.content).equals(cv)).toBe(true);
    expect(Buffer.from(quote.pdf).equals(pdf)).toBe(true);
  });

  it("keeps a large file in chunks and streams it back one chunk per read, never the whole file at once", async () => {
    await migrateToLatest(handle);
    const bytes = randomBytes(5 * 1024 * 1024 + 123);
    const stored = await store().put(bytes, "application/pdf");
    expect(stored).toMatchObject({ sizeBytes: bytes.length, mediaType: "application/pdf" });

    const chunks = await handle.db
      .selectFrom("storedFileChunk")
      .select(["position", "bytes"])
      .where("fileKey", "=", stored.key)
      .orderBy("position")
      .execute();
    expect(chunks.length).toBe(Math.ceil(bytes.length / CHUNK_BYTES));
    expect(Math.max(...chunks.map((chunk) => chunk.bytes.length))).toBe(CHUNK_BYTES);

    const watch = largestBinaryRead();
    const opened = await store(handle.db.withPlugin(watch.plugin)).open(stored.key);
    const pieces: Buffer[] = [];
    for await (const piece of opened.stream) pieces.push(piece as Buffer);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    expect(pieces.length).toBe(chunks.length);
    // Every read from the database carried one chunk: 21 reads, none of more than 256 KiB.
    expect(watch.reads()).toBe(chunks.length);
    expect(watch.largest()).toBe(CHUNK_BYTES);
  });

  it("stores an empty file, and says a file is missing (a 404 ServiceError) when its bytes or its row are gone", async () => {
    await migrateToLatest(handle);
    const empty = await store().put(Buffer.alloc(0), "text/plain");
    expect((await (await store().open(empty.key)).stream.toArray()).length).toBe(0);

    const stored = await store().put(randomBytes(1000), "application/pdf");
    await handle.db.deleteFrom("storedFileChunk").where("fileKey", "=", stored.key).execute();
    const missing = await store()
      .open(stored.key)
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(FileMissingError);
    expect(missing).toMatchObject({ kind: "not-found", message: messages.http.fileMissing });
    await expect(store().open("no-such-key")).rejects.toBeInstanceOf(FileMissingError);
  });

  it("sweeps the files no row names once they are an hour old, and keeps every named one", async () => {
    await migrateToLatest(handle);
    const at = Date.now();
    const files = store(handle.db, () => at);
    const named = await files.put(Buffer.from("CV"), "application/pdf");
    const orphan = await files.put(Buffer.from("an upload whose request rolled back"), "application/pdf");
    await handle.db.insertInto("visitorRequest").values(application("r1", at)).execute();
    await handle.db
      .insertInto("applicationFile")
      .values({
        requestId: "r1",
        fileName: "cv.pdf",
        mediaType: "application/pdf",
        sizeBytes: 2,
        content: Buffer.alloc(0),
        fileKey: named.key,
      })
      .execute();

    // Younger than an hour: it may be an upload whose request is being stored.
    expect(await files.sweep(at + SWEEP_AFTER_MS - 1)).toBe(0);
    expect(await files.sweep(at + SWEEP_AFTER_MS)).toBe(1);
    await expect(files.open(orphan.key)).rejects.toBeInstanceOf(FileMissingError);
    expect(await handle.db.selectFrom("storedFileChunk").select("fileKey").distinct().execute()).toEqual([
      { fileKey: named.key },
    ]);

    // The request purged, its CV goes at the next pass.
    await handle.db.deleteFrom("visitorRequest").execute();
    expect(await files.sweep(at + SWEEP_AFTER_MS)).toBe(1);
    expect(await handle.db.selectFrom("storedFile").select("key").execute()).toEqual([]);
  });
});
