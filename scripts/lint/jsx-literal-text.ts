import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** Attributes a person reads or hears: their value is the site's words, so it comes from the catalogue. */
const spokenAttributes = new Set(["aria-label", "title", "placeholder", "alt", "label"]);

/** A letter outside HTML entities: `&nbsp;` or `&#8239;` between two elements is typography, not words. */
const hasLetter = (text: string) => /\p{L}/u.test(text.replace(/&(?:\w+|#\d+|#x[\da-f]+);/giu, ""));

/**
 * Where a screen writes words as a literal instead of reading them from the message catalogue: JSX text with a
 * letter in it, and a spoken attribute (`aria-label`, `title`, `placeholder`, `alt`, `label`) given a literal
 * string. Returns one "file:line: what" per fault.
 */
export function jsxLiteralTextFaults(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const faults: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    faults.push(`${file}:${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) {
      report(node, `text written in the JSX (« ${node.text.trim().replace(/\s+/g, " ")} »)`);
    } else if (ts.isJsxAttribute(node) && spokenAttributes.has(node.name.getText(tree))) {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : value;
      if (literal && ts.isStringLiteralLike(literal) && hasLetter(literal.text)) {
        report(node, `${node.name.getText(tree)} written as a literal (« ${literal.text} »)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return faults;
}

/** The `.tsx` screens the check reads: every one under src/, committed or new, but tests. */
export function screenFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "src/**/*.tsx"], {
    cwd: root,
    encoding: "utf8",
  });
  return [...new Set(listed.trim().split("\n"))].filter(
    (file) => file && !/\.test\.tsx$/.test(file) && existsSync(join(root, file)),
  );
}

/** The faults of every screen of the repository at `root`, named relative to it. */
export function repositoryFaults(root: string): string[] {
  return screenFiles(root).flatMap((file) =>
    jsxLiteralTextFaults(relative(root, join(root, file)), readFileSync(join(root, file), "utf8")),
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const faults = repositoryFaults(join(import.meta.dirname, "..", ".."));
  if (faults.length > 0) {
    console.error(
      `${faults.join("\n")}\n\n${faults.length} word(s) written in the screens: read them from src/shared/messages/ (docs/0054-message-catalogue.md).`,
    );
    process.exitCode = 1;
  }
}
