/** One column as far as both engines and schema.ts can tell: may it hold null, may an insert leave it out. */
export interface ColumnShape {
  nullable: boolean;
  /** Declared: the insert type accepts undefined. Migrated: the column has a default, or is nullable. */
  omittable: boolean;
}

/** Table name → column name → shape, names as the code spells them (camelCase). */
export type SchemaShape = Record<string, Record<string, ColumnShape>>;

/** `refresh_token` → `refreshToken`, the CamelCasePlugin's reading of a database name. */
export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Where schema.ts (written by hand) and the migrated database disagree, one line each, empty when they agree.
 * An insert schema.ts lets leave a column out must be one the database accepts; the reverse (a default the
 * types do not use) is harmless and not reported.
 */
export function schemaMismatches(declared: SchemaShape, migrated: SchemaShape): string[] {
  const found: string[] = [];
  for (const table of union(Object.keys(declared), Object.keys(migrated))) {
    const declaredColumns = declared[table];
    const migratedColumns = migrated[table];
    if (!declaredColumns) {
      found.push(`${table}: a table of the migrations that schema.ts does not declare`);
      continue;
    }
    if (!migratedColumns) {
      found.push(`${table}: declared in schema.ts, not created by any migration`);
      continue;
    }
    for (const column of union(Object.keys(declaredColumns), Object.keys(migratedColumns))) {
      const expected = declaredColumns[column];
      const actual = migratedColumns[column];
      if (!expected) found.push(`${table}.${column}: a column of the migrations that schema.ts does not declare`);
      else if (!actual) found.push(`${table}.${column}: declared in schema.ts, not created by any migration`);
      else {
        if (expected.nullable !== actual.nullable) {
          found.push(
            `${table}.${column}: ${expected.nullable ? "nullable" : "not null"} in schema.ts, ${actual.nullable ? "nullable" : "not null"} in the database`,
          );
        }
        if (expected.omittable && !actual.omittable) {
          found.push(`${table}.${column}: schema.ts lets an insert leave it out, the database has no default for it`);
        }
      }
    }
  }
  return found;
}

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}
