import { Readable } from "node:stream";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * A chunk of a file kept in the database: small enough that no statement, row or protocol message carries a
 * whole file (PostgreSQL refuses a message past 1 GB, and a bytea travels as hex, twice its size), large
 * enough that a 5 MB CV is 20 rows (docs/0059-files-in-object-storage.md).
 */
export const CHUNK_BYTES = 256 * 1024;

type Executor = Kysely<Database> | Transaction<Database>;

/** Cuts whatever pieces arrive into chunks of `size` bytes, the last one shorter. */
async function* rechunk(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, size: number) {
  let held = Buffer.alloc(0);
  for await (const piece of source) {
    held = held.length === 0 ? Buffer.from(piece) : Buffer.concat([held, piece]);
    while (held.length >= size) {
      yield held.subarray(0, size);
      held = held.subarray(size);
    }
  }
  if (held.length > 0) yield held;
}

/** Writes a file's bytes as chunks, one statement each; its `stored_file` row must exist. Returns the byte count. */
export async function writeChunks(
  db: Executor,
  key: string,
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<number> {
  let position = 0;
  let written = 0;
  for await (const bytes of rechunk(source, CHUNK_BYTES)) {
    await db.insertInto("storedFileChunk").values({ fileKey: key, position, bytes }).execute();
    position += 1;
    written += bytes.length;
  }
  return written;
}

/**
 * A file's bytes as a stream that reads one chunk per query, as the reader asks for them; undefined when the
 * file has bytes but its first chunk is missing. The stream fails if the chunks do not add up to the size.
 */
export async function readChunks(db: Kysely<Database>, key: string, sizeBytes: number): Promise<Readable | undefined> {
  const chunk = (position: number) =>
    db
      .selectFrom("storedFileChunk")
      .select("bytes")
      .where("fileKey", "=", key)
      .where("position", "=", position)
      .executeTakeFirst();
  const first = await chunk(0);
  if (!first && sizeBytes > 0) return undefined;
  async function* chunks() {
    let read = 0;
    let row = first;
    for (let position = 1; row; position++) {
      read += row.bytes.length;
      yield row.bytes;
      row = await chunk(position);
    }
    if (read !== sizeBytes) throw new Error(`stored file ${key}: ${read} bytes in the database, ${sizeBytes} expected`);
  }
  return Readable.from(chunks(), { objectMode: false });
}

export async function deleteChunks(db: Executor, key: string): Promise<void> {
  await db.deleteFrom("storedFileChunk").where("fileKey", "=", key).execute();
}
