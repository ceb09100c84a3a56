import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "yaml";

/** The English tree beside the French one (docs/0063-english-content.md). */
const ENGLISH = "en";

/** Every MDX document under a folder, by its path relative to it, written with forward slashes. */
function documentsUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".mdx"))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

function frontMatter(path: string): Record<string, unknown> {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path, "utf8"))?.[1] ?? "";
  return (parse(yaml) as Record<string, unknown> | null) ?? {};
}

/**
 * Every French document has an English counterpart at content/en/<same path> (translated, or marked
 * `translation: pending`), every English document a French original, and an English slug is a URL segment
 * used once in its collection. Returns the problems, each naming its file.
 */
export function checkTranslations(contentDir: string): string[] {
  const all = documentsUnder(contentDir);
  const english = all.filter((path) => path.startsWith(`${ENGLISH}/`)).map((path) => path.slice(ENGLISH.length + 1));
  const french = all.filter((path) => !path.startsWith(`${ENGLISH}/`));
  const englishSet = new Set(english);
  const frenchSet = new Set(french);
  const problems: string[] = [];
  for (const path of french) {
    if (englishSet.has(path)) continue;
    problems.push(
      `${join(contentDir, path)}: no English counterpart: translate it into ${join(contentDir, ENGLISH, path)}, or write that file with "translation: pending" (title and summary in English)`,
    );
  }
  const slugsByCollection = new Map<string, Map<string, string>>();
  for (const path of english) {
    const file = join(contentDir, ENGLISH, path);
    if (!frenchSet.has(path)) {
      problems.push(
        `${file}: no French original (${join(contentDir, path)}): an English file keeps its French file's name`,
      );
      continue;
    }
    const { slug } = frontMatter(file);
    if (slug === undefined) continue;
    if (typeof slug !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push(`${file}: slug "${String(slug)}" is not a URL segment (lower case letters, digits, hyphens)`);
      continue;
    }
    const collection = path.slice(0, path.lastIndexOf("/"));
    const slugs = slugsByCollection.get(collection) ?? new Map<string, string>();
    const first = slugs.get(slug);
    if (first) problems.push(`${file}: slug "${slug}" is already ${first}'s`);
    else slugs.set(slug, file);
    slugsByCollection.set(collection, slugs);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkTranslations(process.env.CONTENT_DIR ?? "content");
  if (problems.length > 0) {
    console.error(`Translation errors:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
}
