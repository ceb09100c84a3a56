import { createHash, type Hash } from "node:crypto";
import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { deleteChunks, readChunks, writeChunks } from "./database-bytes.js";
import { lazyBucket } from "./file-store.js";
import type { FileStoreSettings, StoreName } from "./file-store-settings.js";

export interface MoveReport {
  /** Files moved by this run, and their bytes. */
  moved: number;
  bytes: number;
  /** Files already in the target store when the run began (moved by an earlier run, or stored there). */
  alreadyThere: number;
}

export class MoveError extends Error {
  override name = "MoveError";
}

/** Passes the bytes on unchanged, hashing them on the way. */
async function* hashing(source: AsyncIterable<Uint8Array>, hash: Hash) {
  for await (const piece of source) {
    hash.update(piece);
    yield piece;
  }
}

interface FileRow {
  key: string;
  sizeBytes: number;
  mediaType: string;
  sha256: string;
}

/**
 * Moves every file's bytes to one store (`npm run files:move`, docs/0059-files-in-object-storage.md), one file
 * at a time, each checked against its SHA-256 before its row says it moved: a run stopped anywhere leaves
 * every file readable where its row says, and the next run takes up where it stopped. The app may run
 * meanwhile: it reads each file where its row says.
 */
export async function moveFiles(options: {
  db: Kysely<Database>;
  settings: FileStoreSettings;
  to: StoreName;
  onFile?: (file: FileRow) => void;
}): Promise<MoveReport> {
  const { db, to } = options;
  const bucket = lazyBucket(options.settings);
  const s3 = bucket.get;

  /** Database → bucket: the chunks stream up; the row's flip and the chunks' deletion commit together. */
  async function toBucket(file: FileRow) {
    const chunks = await readChunks(db, file.key, file.sizeBytes);
    if (!chunks) throw new MoveError(`file ${file.key}: its bytes are missing from the database; nothing moved`);
    const hash = createHash("sha256");
    await s3().write(
      file.key,
      Readable.from(hashing(chunks, hash), { objectMode: false }),
      file.sizeBytes,
      file.mediaType,
    );
    const digest = hash.digest("hex");
    if (digest !== file.sha256) {
      await s3().remove(file.key);
      throw new MoveError(`file ${file.key}: read ${digest}, its row says ${file.sha256}; left in the database`);
    }
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("storedFile").set({ store: "s3" }).where("key", "=", file.key).execute();
      await deleteChunks(trx, file.key);
    });
  }

  /** Bucket → database: the object streams into chunks in one transaction with the row's flip; then it goes. */
  async function toDatabase(file: FileRow) {
    const object = await s3().read(file.key);
    if (!object) throw new MoveError(`file ${file.key}: no such object in the bucket; nothing moved`);
    await db.transaction().execute(async (trx) => {
      // A run stopped before its commit wrote nothing; chunks from elsewhere would be a bug, not a resume.
      const hash = createHash("sha256");
      const written = await writeChunks(trx, file.key, hashing(object, hash));
      const digest = hash.digest("hex");
      if (written !== file.sizeBytes || digest !== file.sha256)
        throw new MoveError(
          `file ${file.key}: read ${written} bytes (${digest}), its row says ${file.sizeBytes} (${file.sha256}); left in the bucket`,
        );
      await trx.updateTable("storedFile").set({ store: "database" }).where("key", "=", file.key).execute();
    });
    await s3().remove(file.key);
  }

  try {
    // Fails at once, with the reason, when the bucket is not configured.
    if (to === "s3") s3();
    const { count } = await db
      .selectFrom("storedFile")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("store", "=", to)
      .executeTakeFirstOrThrow();
    const report: MoveReport = { moved: 0, bytes: 0, alreadyThere: Number(count) };
    for (let after = ""; ; ) {
      const row = await db
        .selectFrom("storedFile")
        .select(["key", "sizeBytes", "mediaType", "sha256"])
        .where("store", "!=", to)
        .where("key", ">", after)
        .orderBy("key")
        .limit(1)
        .executeTakeFirst();
      if (!row) return report;
      after = row.key;
      const file = { ...row, sizeBytes: Number(row.sizeBytes) };
      await (to === "s3" ? toBucket(file) : toDatabase(file));
      report.moved += 1;
      report.bytes += file.sizeBytes;
      options.onFile?.(file);
    }
  } finally {
    bucket.close();
  }
}
