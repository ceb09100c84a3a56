import ts from "typescript";
import type { ColumnShape, SchemaShape } from "./schema-shape.js";

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
};

/**
 * The tables server/platform/db/schema.ts declares, read by the TypeScript compiler: its `Database` interface names
 * the tables, each table's interface the columns. A column's types are Kysely's: a `ColumnType<Select,
 * Insert, Update>` (Generated<T> is one) or a plain type used for all three. `source`, when given, stands in
 * for the file's text, so a test can plant a mismatch without touching the file.
 */
export function declaredSchema(schemaPath: string, source?: string): SchemaShape {
  const host = ts.createCompilerHost(options);
  if (source !== undefined) {
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, ...rest) =>
      fileName === schemaPath
        ? ts.createSourceFile(fileName, source, languageVersion)
        : read(fileName, languageVersion, ...rest);
  }
  const program = ts.createProgram([schemaPath], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(schemaPath);
  const database = file?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === "Database",
  );
  if (!database) throw new Error(`${schemaPath} declares no Database interface`);
  const shape: SchemaShape = {};
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns: Record<string, ColumnShape> = {};
    for (const column of checker.getTypeOfSymbolAtLocation(table, database).getProperties()) {
      columns[column.name] = columnShape(checker, column, database);
    }
    shape[table.name] = columns;
  }
  return shape;
}

function columnShape(checker: ts.TypeChecker, column: ts.Symbol, at: ts.Node): ColumnShape {
  const type = checker.getTypeOfSymbolAtLocation(column, at);
  const part = (name: string) => {
    const property = type.getProperty(name);
    return property ? checker.getTypeOfSymbolAtLocation(property, at) : type;
  };
  const optional = (column.flags & ts.SymbolFlags.Optional) !== 0;
  return {
    nullable: holds(part("__select__"), ts.TypeFlags.Null),
    omittable: optional || holds(part("__insert__"), ts.TypeFlags.Undefined),
  };
}

function holds(type: ts.Type, flag: ts.TypeFlags): boolean {
  return type.isUnion() ? type.types.some((member) => (member.flags & flag) !== 0) : (type.flags & flag) !== 0;
}
