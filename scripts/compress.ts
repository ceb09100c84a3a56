import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = new Set([".html", ".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);

/** Writes `.br` and `.gz` twins of one file, at the highest levels: done once at build, served many times. */
export function compressFile(path: string): void {
  const data = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
}

/**
 * Compresses every text file of a folder worth compressing (over 512 bytes), and every script whatever
 * its size: the server sends a script's brotli twin when there is one, and the JavaScript budget test
 * (tests/e2e/performance-budget.spec.ts) expects every script to arrive that way.
 */
export function compressFolder(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (!compressible.has(extname(path))) continue;
    if (extname(path) !== ".js" && statSync(path).size < 512) continue;
    compressFile(path);
    count += 1;
  }
  return count;
}
