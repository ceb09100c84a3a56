import { sql } from "kysely";
import type { DatabaseHandle } from "../platform/db/database.js";
import { camelCase, type SchemaShape } from "./schema-shape.js";

interface ColumnRow {
  tableName: string;
  columnName: string;
  nullable: number | boolean;
  defaulted: number | boolean;
}

/**
 * The tables a migrated database holds, as each engine describes them (Kysely's own bookkeeping tables
 * left out). An integer primary key (SQLite's rowid) or an identity column is filled by the database. SQLite reports a non-integer primary key as nullable (a legacy quirk): the code never stores a
 * null there, so a primary key counts as not null on both engines.
 */
export async function migratedSchema(handle: DatabaseHandle): Promise<SchemaShape> {
  const query =
    handle.engine === "sqlite"
      ? sql<ColumnRow>`select m.name as table_name, c.name as column_name,
          (c."notnull" = 0 and c.pk = 0) as nullable, (c.dflt_value is not null or (c.pk = 1 and lower(c.type) = 'integer')) as defaulted
          from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_%'`
      : sql<ColumnRow>`select table_name, column_name, is_nullable = 'YES' as nullable,
          (column_default is not null or is_identity = 'YES') as defaulted
          from information_schema.columns
          where table_schema = current_schema() and table_name not like 'kysely_%'`;
  const { rows } = await query.execute(handle.db);
  const shape: SchemaShape = {};
  for (const row of rows) {
    const table = camelCase(row.tableName);
    const nullable = Boolean(row.nullable);
    shape[table] = {
      ...shape[table],
      [camelCase(row.columnName)]: { nullable, omittable: nullable || Boolean(row.defaulted) },
    };
  }
  return shape;
}
