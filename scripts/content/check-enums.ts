import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { documentTypes } from "../../content-model/index.js";

interface FieldDef {
  type: string;
  options?: readonly string[];
  /** A nested field's type (e.g. a leader's `portrait`), whose own enum fields are checked too. */
  of?: { def(): { fields?: Record<string, FieldDef> } };
}

/** The enum fields of a type, with their path: `tier`, or `portrait.hair` inside a nested field. */
function enumFields(fields: Record<string, FieldDef>): [string[], FieldDef][] {
  return Object.entries(fields).flatMap(([name, field]): [string[], FieldDef][] => {
    if (field.type === "enum") return [[[name], field]];
    if (field.type === "nested" && field.of) {
      return enumFields(field.of.def().fields ?? {}).map(([path, nested]) => [[name, ...path], nested]);
    }
    return [];
  });
}

const valueAt = (doc: Record<string, unknown>, path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);

/**
 * contentlayer2 types enum fields but does not reject a value outside the options at build
 * time. This check does, naming the file and the field, so a typo fails the build.
 * Returns the problems found in the generated data folder.
 */
export function checkEnums(generatedDir: string, contentDir: string): string[] {
  const problems: string[] = [];
  for (const type of documentTypes) {
    const def = type.def();
    const fields = enumFields((def.fields ?? {}) as Record<string, FieldDef>);
    const indexFile = join(generatedDir, def.name, "_index.json");
    if (fields.length === 0 || !existsSync(indexFile)) continue;
    const docs = JSON.parse(readFileSync(indexFile, "utf8")) as Array<
      Record<string, unknown> & { _raw: { sourceFilePath: string } }
    >;
    for (const doc of docs) {
      for (const [path, field] of fields) {
        const name = path.join(".");
        const value = valueAt(doc, path);
        if (value === undefined || field.options?.includes(value as string)) continue;
        problems.push(
          `${join(contentDir, doc._raw.sourceFilePath)}: field "${name}" is "${String(value)}", expected one of ${field.options?.map((o) => `"${o}"`).join(", ")}`,
        );
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkEnums(join(process.cwd(), ".contentlayer", "generated"), process.env.CONTENT_DIR ?? "content");
  if (problems.length > 0) {
    console.error(`Content errors:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
}
