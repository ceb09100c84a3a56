import { createHash, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./dialect.js";

/** The chunk size of server/platform/files/database-bytes.ts when this migration was written. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Files' bytes leave the rows that own them (docs/0059-files-in-object-storage.md): `stored_file` names
 * each file (key, where its bytes are, size, type, SHA-256), `stored_file_chunk` holds the bytes of those
 * kept in the database, 256 KiB a row, so no read or write carries a whole file. CVs and quotes' PDFs point
 * at their file by key; a mail attaches a quote's PDF by key instead of a copy.
 *
 * Expand only (docs/0056): the old columns keep their bytes for the previous build, which still reads them;
 * new rows leave them empty. A later release drops them.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable("stored_file")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("store", "text", (c) => c.notNull().check(sql`store in ('database', 's3')`))
    .addColumn("size_bytes", "bigint", (c) => c.notNull())
    .addColumn("media_type", "text", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("stored_file_chunk")
    .addColumn("file_key", "text", (c) => c.notNull().references("stored_file.key").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("bytes", dialect.bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint("stored_file_chunk_pk", ["file_key", "position"])
    .execute();

  const owners = [
    { table: "application_file", column: "file_key" },
    { table: "quote", column: "pdf_file_key" },
    { table: "mail_attachment", column: "file_key" },
  ];
  for (const { table, column } of owners) {
    // No ON DELETE: a file still named by a row cannot be deleted (the sweep skips it).
    await db.schema
      .alterTable(table)
      .addColumn(column, "text", (c) => c.references("stored_file.key"))
      .execute();
    // The sweep looks for files no row names.
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }

  const now = Date.now();
  async function storeInDatabase(bytes: Buffer, mediaType: string): Promise<string> {
    const key = randomUUID();
    await sql`insert into stored_file ("key", store, size_bytes, media_type, sha256, created_at)
      values (${key}, 'database', ${bytes.length}, ${mediaType}, ${createHash("sha256").update(bytes).digest("hex")}, ${now})`.execute(
      db,
    );
    for (let position = 0; position * CHUNK_BYTES < bytes.length; position++) {
      const chunk = bytes.subarray(position * CHUNK_BYTES, (position + 1) * CHUNK_BYTES);
      await sql`insert into stored_file_chunk (file_key, position, bytes) values (${key}, ${position}, ${chunk})`.execute(
        db,
      );
    }
    return key;
  }

  // One file in memory at a time (each was one row already), in key order.
  for (let after = ""; ; ) {
    const { rows } = await sql<{ request_id: string; media_type: string; content: Buffer }>`
      select request_id, media_type, content from application_file
      where request_id > ${after} and length(content) > 0 order by request_id limit 1`.execute(db);
    const row = rows[0];
    if (!row) break;
    after = row.request_id;
    const key = await storeInDatabase(Buffer.from(row.content), row.media_type);
    await sql`update application_file set file_key = ${key} where request_id = ${row.request_id}`.execute(db);
  }
  for (let after = ""; ; ) {
    const { rows } = await sql<{ id: string; pdf: Buffer }>`
      select id, pdf from quote where id > ${after} and length(pdf) > 0 order by id limit 1`.execute(db);
    const row = rows[0];
    if (!row) break;
    after = row.id;
    const key = await storeInDatabase(Buffer.from(row.pdf), "application/pdf");
    await sql`update quote set pdf_file_key = ${key} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of [
    { table: "mail_attachment", column: "file_key" },
    { table: "quote", column: "pdf_file_key" },
    { table: "application_file", column: "file_key" },
  ]) {
    await db.schema.dropIndex(`${table}_${column}`).execute();
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable("stored_file_chunk").execute();
  await db.schema.dropTable("stored_file").execute();
}
