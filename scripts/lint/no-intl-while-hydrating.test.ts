import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const planted = 'export const price = new Intl.NumberFormat("fr-FR").format(1);\n';

/**
 * docs/0039's rule is enforced by biome.json: an `Intl` planted in a page fails `npm run lint`; the back office,
 * the Paris time module and the tests (which hold the hand-written formats to Intl) may use it. The project's
 * configuration is linted over a copy, so that nothing is written into the source tree.
 */
describe("the lint rule against Intl in public pages (docs/0039)", () => {
  const copy = mkdtempSync(join(tmpdir(), "no-intl-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  copyFileSync(join(root, "biome.json"), join(copy, "biome.json"));
  const files = [
    "src/content/home/planted.ts",
    "src/ui/planted.tsx",
    "content-model/planted.ts",
    "src/back-office/planted.ts",
    "src/shared/paris-time.ts",
    "src/content/home/planted.test.ts",
  ];
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    writeFileSync(join(copy, file), planted);
  }

  it("fails a page, a shared component and the content model, and only them", () => {
    let output: string;
    try {
      output = execFileSync(
        join(root, "node_modules", ".bin", "biome"),
        ["lint", "--vcs-enabled=false", "--reporter=json", "."],
        {
          cwd: copy,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        },
      );
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as { diagnostics: { category: string; location: { path: string } }[] };
    const refused = report.diagnostics
      .filter((diagnostic) => diagnostic.category === "lint/style/noRestrictedGlobals")
      .map((diagnostic) => diagnostic.location.path)
      .sort();
    expect(refused).toEqual(["content-model/planted.ts", "src/content/home/planted.ts", "src/ui/planted.tsx"]);
  });
});
