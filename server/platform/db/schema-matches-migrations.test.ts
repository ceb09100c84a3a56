import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredSchema } from "../../testing/declared-schema.js";
import { migratedSchema } from "../../testing/migrated-schema.js";
import { type SchemaShape, schemaMismatches } from "../../testing/schema-shape.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";

const schemaPath = fileURLToPath(new URL("./schema.ts", import.meta.url));

/**
 * Columns added to a table that already had rows (migrations 0003 and 0020): an added column cannot be NOT
 * NULL on SQLite without a default, so the migration filled every row, and every insert since writes one
 * (schema.ts requires it). The database would accept a null the code never stores; schema.ts says what is read.
 */
const backfilled = [
  "session.authenticatedAt: not null in schema.ts, nullable in the database",
  "user.clientKey: not null in schema.ts, nullable in the database",
];

/**
 * schema.ts is written by hand and Kysely trusts it: a column a migration adds and the types forget (or the
 * reverse, or a null the types do not expect) would only show when a query meets it. Here the two are
 * compared, table by table, on a database migrated from nothing.
 */
describe(`schema.ts against the migrated database (${testEngine()})`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let migrated: SchemaShape;
  const declared = declaredSchema(schemaPath);

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.target);
    await migrateToLatest(handle);
    migrated = await migratedSchema(handle);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("declares every table and column the migrations create, with the same nullability (but two backfilled columns), and nothing else", () => {
    expect(Object.keys(migrated).length).toBeGreaterThan(20);
    expect(schemaMismatches(declared, migrated)).toEqual(backfilled);
  });

  it("reports a column a migration adds and schema.ts does not declare", () => {
    const withExtra = structuredClone(migrated);
    withExtra.passkey = { ...withExtra.passkey, aaguid: { nullable: true, omittable: true } };
    expect(schemaMismatches(declared, withExtra)).toEqual([
      "passkey.aaguid: a column of the migrations that schema.ts does not declare",
      ...backfilled,
    ]);
  });

  // The TypeScript compiler reads Kysely's types again for the planted copy: seconds, more on a loaded machine.
  it("reports what a planted copy of schema.ts gets wrong: an extra column, a nullability, an omission", () => {
    const source = readFileSync(schemaPath, "utf8");
    const planted = source
      .replace("export interface PasskeyTable {", "export interface PasskeyTable {\n  aaguid: string | null;")
      .replace(/(export interface PasskeyTable \{[^}]*?)\n {2}name: string;/, "$1\n  name: string | null;")
      .replace(/(export interface PasskeyTable \{[^}]*?)\n {2}counter: number;/, "$1\n  counter: Generated<number>;");
    expect(schemaMismatches(declaredSchema(schemaPath, planted), migrated)).toEqual([
      "passkey.aaguid: declared in schema.ts, not created by any migration",
      "passkey.counter: schema.ts lets an insert leave it out, the database has no default for it",
      "passkey.name: nullable in schema.ts, not null in the database",
      ...backfilled,
    ]);
  }, 120_000);

  it("reports a whole table on one side only", () => {
    const { passkey, ...withoutPasskey } = migrated;
    expect(passkey).toBeDefined();
    expect(schemaMismatches(declared, withoutPasskey)).toEqual([
      "passkey: declared in schema.ts, not created by any migration",
      ...backfilled,
    ]);
    expect(schemaMismatches(withoutPasskey, migrated)).toEqual([
      "passkey: a table of the migrations that schema.ts does not declare",
    ]);
  });
});
