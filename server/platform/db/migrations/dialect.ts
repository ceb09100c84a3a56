import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from "kysely";
import type { Engine } from "../database-target.js";

/**
 * The few things a migration writes differently per engine, named, so migrations stay one file for both
 * (docs/0011-two-database-engines.md). Everything else is Kysely's schema builder with portable types:
 * `text`, `integer` (also for 0/1 booleans), `bigint` (epoch milliseconds), `blob` via `dialect.bytes`.
 */
export interface MigrationDialect {
  engine: Engine;
  /** Adds an auto-numbered primary key: SQLite's rowid alias (never reused), PostgreSQL's identity column. */
  autoId<T extends string, C extends string>(table: CreateTableBuilder<T, C>, name: C): CreateTableBuilder<T, C>;
  /** Binary data: `blob` on SQLite, `bytea` on PostgreSQL (both read back as a Buffer). */
  bytes: "blob" | "bytea";
  /**
   * Only for `user.email` in 0001, kept for SQLite files created before PostgreSQL support: new code
   * stores e-mails lower-cased and relies on the `user_email_lower` unique index (0003) on both engines.
   */
  legacyNocase(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
}

export function migrationDialect(engine: Engine): MigrationDialect {
  const sqlite = engine === "sqlite";
  return {
    engine,
    autoId: (table, name) =>
      sqlite
        ? table.addColumn(name, "integer", (column) => column.primaryKey().autoIncrement())
        : table.addColumn(name, "bigint", (column) => column.primaryKey().generatedByDefaultAsIdentity()),
    bytes: sqlite ? "blob" : "bytea",
    legacyNocase: (column) => (sqlite ? column.modifyEnd(sql`collate nocase`) : column),
  };
}
