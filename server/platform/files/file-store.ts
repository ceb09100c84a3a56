import { createHash, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { messages } from "../../../src/shared/messages/catalogue.js";
import type { Database } from "../db/schema.js";
import type { Logger } from "../logging/logger.js";
import { ServiceError } from "../service-error.js";
import { readChunks, writeChunks } from "./database-bytes.js";
import { unreferenced } from "./file-references.js";
import type { FileStoreSettings } from "./file-store-settings.js";
import { type S3Bytes, s3Bytes } from "./s3-bytes.js";

/** What the rows owning a file keep: its key; the rest is the file's own row, `stored_file`. */
export interface StoredFile {
  key: string;
  sizeBytes: number;
  mediaType: string;
  sha256: string;
}

export interface OpenedFile extends StoredFile {
  /** The bytes as they are read, chunk by chunk or as the bucket sends them. */
  stream: Readable;
}

/** A row names a file whose bytes are gone: the caller is told it is not there (404), not that we failed. */
export class FileMissingError extends ServiceError {
  constructor(readonly key: string) {
    super("not-found", messages.http.fileMissing);
  }
}

/** Files no row names any more (an upload whose transaction rolled back, a purged request) go after this long. */
export const SWEEP_AFTER_MS = 60 * 60_000;

export interface FileStore {
  /** Stores the bytes where FILE_STORE says, outside any transaction; the owner's row names the key it returns. */
  put(bytes: Buffer, mediaType: string): Promise<StoredFile>;
  /** Opens a file for reading, from wherever its row says its bytes are; FileMissingError if they are gone. */
  open(key: string): Promise<OpenedFile>;
  /** Deletes the files stored before `now − SWEEP_AFTER_MS` that no row names; how many. */
  sweep(now: number): Promise<number>;
  close(): void;
}

export const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The configured bucket, opened when a file first needs it; a clear failure when none is configured. */
export function lazyBucket(settings: FileStoreSettings) {
  let bucket: S3Bytes | undefined;
  return {
    get(): S3Bytes {
      if (!settings.s3)
        throw new Error("S3_BUCKET is not set: no bucket to read files from or move them to (docs/0059)");
      bucket ??= s3Bytes(settings.s3);
      return bucket;
    },
    close: () => bucket?.close(),
  };
}

/**
 * Files' bytes behind one interface (docs/0059-files-in-object-storage.md): new files go to the configured
 * store; each file's `stored_file` row says where its bytes are, so files stay readable while they move.
 */
export function createFileStore(options: {
  db: Kysely<Database>;
  settings: FileStoreSettings;
  logger: Logger;
  now?: () => number;
}): FileStore {
  const { db, settings, logger } = options;
  const now = options.now ?? Date.now;
  const bucket = lazyBucket(settings);
  const s3 = bucket.get;

  return {
    async put(bytes, mediaType) {
      const file = { key: randomUUID(), sizeBytes: bytes.length, mediaType, sha256: sha256Of(bytes) };
      const row = { ...file, store: settings.store, createdAt: now() };
      if (settings.store === "database") {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto("storedFile").values(row).execute();
          await writeChunks(trx, file.key, [bytes]);
        });
        return file;
      }
      // The row first: if the upload fails or the process dies, the sweep finds the row and removes both.
      await db.insertInto("storedFile").values(row).execute();
      try {
        await s3().write(file.key, bytes, bytes.length, mediaType);
      } catch (error) {
        await db
          .deleteFrom("storedFile")
          .where("key", "=", file.key)
          .execute()
          .catch(() => undefined);
        throw error;
      }
      return file;
    },

    async open(key) {
      const row = await db
        .selectFrom("storedFile")
        .select(["key", "store", "sizeBytes", "mediaType", "sha256"])
        .where("key", "=", key)
        .executeTakeFirst();
      const sizeBytes = Number(row?.sizeBytes ?? 0);
      const stream = !row
        ? undefined
        : row.store === "database"
          ? await readChunks(db, key, sizeBytes)
          : await s3().read(key);
      if (!row || !stream) {
        logger.error({ event: "files.missing", key, store: row?.store ?? null }, "a stored file's bytes are missing");
        throw new FileMissingError(key);
      }
      return { key, sizeBytes, mediaType: row.mediaType, sha256: row.sha256, stream };
    },

    async sweep(at) {
      const stale = await db
        .selectFrom("storedFile")
        .select(["key", "store"])
        .where("createdAt", "<=", at - SWEEP_AFTER_MS)
        .where(unreferenced)
        .orderBy("createdAt")
        .limit(1_000)
        .execute();
      let swept = 0;
      for (const { key, store } of stale) {
        // The row goes first, still unreferenced at that moment (chunks with it): never bytes a row still names.
        const deleted = await db.deleteFrom("storedFile").where("key", "=", key).where(unreferenced).executeTakeFirst();
        if (deleted.numDeletedRows !== 1n) continue;
        if (store === "s3") await s3().remove(key);
        swept += 1;
      }
      if (swept > 0) logger.info({ event: "files.swept", count: swept }, "unreferenced files deleted");
      return swept;
    },

    close: bucket.close,
  };
}
