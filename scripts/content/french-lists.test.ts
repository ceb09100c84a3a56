import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentTypes } from "../../content-model/index.js";

const root = join(import.meta.dirname, "..", "..");
const generated = (type: string) =>
  JSON.parse(readFileSync(join(root, ".contentlayer", "generated", type, "_index.json"), "utf8")) as {
    locale: string;
    _raw: { sourceFilePath: string };
  }[];

/**
 * Over the project's compiled content (`npm run typecheck` builds it): the French collections every page, the
 * search, the sitemap and the feeds read hold the French files and only them, the English tree beside them
 * (docs/0063-english-content.md) notwithstanding.
 */
describe("the compiled collections", () => {
  const types = documentTypes.map((type) => type.def());
  const french = types.filter((def) => !def.name.endsWith("En"));

  it.each(french.map((def) => [def.name, def.filePathPattern ?? ""]))(
    "%s holds exactly the French files of %s",
    (name, pattern) => {
      const folder = dirname(pattern);
      const files = readdirSync(join(root, "content", folder)).filter((file) => file.endsWith(".mdx"));
      const documents = generated(name);
      expect(documents.map((document) => document._raw.sourceFilePath).sort()).toEqual(
        files.map((file) => `${folder}/${file}`).sort(),
      );
      expect(new Set(documents.map((document) => document.locale))).toEqual(new Set(["fr"]));
      expect(generated(`${name}En`)).toHaveLength(files.length);
    },
  );
});
