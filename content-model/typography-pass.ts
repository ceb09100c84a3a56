import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { frenchTypography } from "../src/shared/french-typography.js";

/** A document's MDX source and compiled code: code, not prose, whatever spaces its strings hold. */
const notProse = new Set(["body", "_raw"]);

function typeset(value: unknown): unknown {
  if (typeof value === "string") return frenchTypography(value);
  if (Array.isArray(value)) return value.map(typeset);
  // English documents (docs/0063-english-content.md) keep English spacing: no space before « : ; ! ? ».
  if (value && typeof value === "object" && (value as { locale?: unknown }).locale === "en") return value;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, notProse.has(key) ? field : typeset(field)]),
    );
  }
  return value;
}

/**
 * Sets every generated French document's prose in French typography (docs/0058-french-typography.md): its fields, its
 * lists and its prerendered HTML, once contentlayer has written them, so that authors type plain spaces and
 * every reader of the data (pages, the server's search, the mails) gets the typeset text.
 */
export function typesetGeneratedContent(generatedDir: string): void {
  for (const entry of readdirSync(generatedDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path, "utf8");
    const typesetSource = JSON.stringify(typeset(JSON.parse(source)), null, 2);
    if (typesetSource !== source) writeFileSync(path, typesetSource);
  }
}
