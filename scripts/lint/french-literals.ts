import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** A letter French writes and English does not: the site's French words give themselves away by them. */
const frenchLetter = /[àâäçéèêëîïôöùûüÿœæ]/iu;

/**
 * Files whose accented literals are data, not the interface's words, each for a reason: the proper nouns that
 * keep their capitals in sentence case (« Union européenne », « Auvergne-Rhône-Alpes »), and the offices' street
 * addresses, which are the same in every language.
 */
export const frenchDataFiles = ["src/shared/sentence-case.ts", "src/shared/site/offices.ts"];

/**
 * Where a file writes French words in a string or a template literal instead of reading them from the message
 * catalogue (docs/0054): the English build swaps the catalogue, so a literal would show French on English pages.
 * Returns one "file:line: what" per fault.
 */
export function frenchLiteralFaults(file: string, source: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const faults: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
        ? node.text
        : undefined;
    if (text !== undefined && frenchLetter.test(text)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      faults.push(`${file}:${line + 1}: French written as a literal (« ${text.trim().replace(/\s+/g, " ")} »)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return faults;
}

/**
 * The files the check reads: every `.ts` and `.tsx` under src/, committed or new, but tests, the catalogue
 * itself and the data files listed. The staff's screens are read too: they take their words from the catalogue
 * like the public ones.
 */
export function sourceFiles(root: string): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "src/**/*.ts", "src/**/*.tsx"],
    { cwd: root, encoding: "utf8" },
  );
  return [...new Set(listed.trim().split("\n"))].filter(
    (file) =>
      file &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith("src/shared/messages/") &&
      !frenchDataFiles.includes(file) &&
      existsSync(join(root, file)),
  );
}

/** The faults of every source file of the repository at `root`, named relative to it. */
export function repositoryFrenchFaults(root: string): string[] {
  return sourceFiles(root).flatMap((file) => frenchLiteralFaults(file, readFileSync(join(root, file), "utf8")));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const faults = repositoryFrenchFaults(join(import.meta.dirname, "..", ".."));
  if (faults.length > 0) {
    console.error(
      `${faults.join("\n")}\n\n${faults.length} French literal(s) in src/: read them from src/shared/messages/, in French and English (docs/0054-message-catalogue.md).`,
    );
    process.exitCode = 1;
  }
}
