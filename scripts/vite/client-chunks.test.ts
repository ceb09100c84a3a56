import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clientChunks } from "./client-chunks.js";

const root = join(import.meta.dirname, "..", "..");

/** Every file under a folder, as absolute paths: what the bundler's module ids look like. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

// A group names its modules by path. When a folder moves, a stale pattern matches nothing and says nothing: its
// modules were silently copied into every page chunk, and the account pages went over their budget.
describe("client chunk groups", () => {
  const modules = [
    ...filesUnder("src"),
    ...filesUnder(".contentlayer/generated"),
    ...["react", "react-dom", "scheduler", "@tanstack/react-query", "@tanstack/query-core", "@trpc/client"].map(
      (name) => join(root, "node_modules", name, "package.json"),
    ),
  ];
  const groups = clientChunks(join(root, "src/entry-client.tsx")).groups ?? [];

  it.each(groups.filter((group) => group.test instanceof RegExp).map((group) => [String(group.name), group.test]))(
    "the %s group's pattern names modules that exist",
    (_name, test) => {
      expect(modules.filter((id) => (test as RegExp).test(id))).not.toEqual([]);
    },
  );

  it("the tRPC client and the blog are in the groups meant for them", () => {
    const groupOf = (file: string) =>
      groups.find((group) => group.test instanceof RegExp && group.test.test(join(root, file)))?.name;
    expect(groupOf("src/app/trpc/client.ts")).toBe("server-state");
    expect(groupOf("src/content/blog/article.page.tsx")).toBe("blog");
  });
});
