import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..");

/** The modules allowed to send a request to the API: the tRPC client (src/app/trpc/) and its light twin. */
const clientModules = [/^src\/app\/trpc\//, /^src\/app\/call-procedure\.ts$/];

/** A request to `/api…` or `/trpc…` written out (fetch, sendBeacon), in any quotes. */
const apiRequest = /\b(fetch|sendBeacon)\(\s*[`"'](\/api|\/trpc)\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one browser client", () => {
  it("sends no request to /api or /trpc outside the client modules", () => {
    const callers = sourceFiles(join(root, "src"))
      .map((path) => relative(root, path).split("\\").join("/"))
      .filter((path) => !clientModules.some((module) => module.test(path)))
      .filter((path) => apiRequest.test(readFileSync(join(root, path), "utf8")));
    expect(callers).toEqual([]);
  });

  it("recognises a request to the API however it is written", () => {
    for (const call of [
      'fetch("/api/quotes", init)',
      "fetch(`/trpc/$" + "{path}`)",
      "navigator.sendBeacon('/api/x', b)",
    ]) {
      expect(apiRequest.test(call), call).toBe(true);
    }
    for (const call of ["fetch(`/$" + "{searchIndexFile}`)", "fetch(atlasUrl)", "query.fetch()"]) {
      expect(apiRequest.test(call), call).toBe(false);
    }
  });
});
