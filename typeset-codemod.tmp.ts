// One-off: French typography's spaces in the prose of source files (string literals, template parts, JSX text).
import { readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import { frenchTypography } from "/work/main/src/shared/french-typography.js";

let changedFiles = 0;
for (const file of process.argv.slice(2).filter((path) => !path.endsWith("french-typography.ts"))) {
  const source = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: [number, number, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    let start: number | undefined, end: number | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) { start = node.getStart(sf) + 1; end = node.getEnd() - 1; }
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) { start = node.getStart(sf) + 1; end = node.getEnd() - 2; }
    else if (ts.isTemplateTail(node)) { start = node.getStart(sf) + 1; end = node.getEnd() - 1; }
    else if (ts.isJsxText(node)) { start = node.pos; end = node.getEnd(); }
    if (start !== undefined && end !== undefined) {
      const raw = source.slice(start, end);
      // JSX attribute strings and literals alike; skip what holds code-like content.
      if (/[<>]/.test(raw) && !ts.isJsxText(node)) return;
      // In JSX text a line break before the punctuation is a space JSX keeps: the sign goes up to its word.
      const out = frenchTypography(ts.isJsxText(node) ? raw.replace(/(\S)[ \t]*\n[ \t]*([:;!?»])/g, "$1 $2\n") : raw);
      if (out !== raw) edits.push([start, end, out]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (edits.length === 0) continue;
  let result = source;
  for (const [s, e, text] of edits.sort((a, b) => b[0] - a[0])) result = result.slice(0, s) + text + result.slice(e);
  writeFileSync(file, result);
  changedFiles++;
  console.log(file, edits.length);
}
console.log("files changed", changedFiles);
