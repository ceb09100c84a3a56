import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import rules of docs/0043-import-boundaries.md, each shown to catch a violation planted in a tiny tree
// and to let through what it allows, with the project's own configuration.

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const configPath = join(root, ".dependency-cruiser.cjs");
const depcruise = join(root, "node_modules/.bin/depcruise");
const ruleNames = (createRequire(import.meta.url)(configPath) as { forbidden: Array<{ name: string }> }).forbidden.map(
  (rule) => rule.name,
);

/** One file per case: the violations each rule must report (by the importing file), and files it must let be. */
const tree: Record<string, string> = {
  "src/shared/money.ts": "export const euro = 1;",
  "src/accounts/profile.ts": "export const profile = 1;",
  "src/accounts/index.ts": "export const account = 1;",
  "src/accounts/reauthentication-entry.ts": "export const reauthentication = 1;",
  "server/trpc/root.ts": "export type AppRouter = { ok: true };",
  "server/platform/db/pool.ts": "export const pool = 1;",
  "server/accounts/sessions.ts": "export const sessions = 1;",
  "server/accounts/index.ts": "export const auth = 1;",
  "server/accounts/shared/roles.ts": "export const roles = 1;",
  // server-imports-client
  "server/quotes/runs-client.ts": 'import { profile } from "../../src/accounts/profile.js";\nexport const a = profile;',
  "server/quotes/types-from-client.ts":
    'import type { profile } from "../../src/accounts/profile.js";\nexport type A = typeof profile;',
  "server/quotes/uses-shared.ts": 'import { euro } from "../../src/shared/money.js";\nexport const a = euro;',
  // client-imports-server
  "src/quotes/basket/runs-server.ts":
    'import { pool } from "../../../server/platform/db/pool.js";\nexport const a = pool;',
  "src/quotes/basket/router-type.ts":
    'import type { AppRouter } from "../../../server/trpc/root.js";\nexport type R = AppRouter;',
  // server-feature-internals
  "server/requests/reaches-accounts.ts":
    'import { sessions } from "../accounts/sessions.js";\nexport const a = sessions;',
  "server/requests/uses-accounts-entry.ts": 'import { auth } from "../accounts/index.js";\nexport const a = auth;',
  "server/requests/uses-accounts-shared.ts":
    'import { roles } from "../accounts/shared/roles.js";\nexport const a = roles;',
  // client-feature-internals
  "src/back-office/reaches-accounts.ts": 'import { profile } from "../accounts/profile.js";\nexport const a = profile;',
  "src/back-office/uses-accounts-entry.ts":
    'import { account } from "../accounts/index.js";\nexport const a = account;',
  "src/back-office/uses-accounts-second-entry.ts":
    'import { reauthentication } from "../accounts/reauthentication-entry.js";\nexport const a = reauthentication;',
  // server-platform-imports-feature
  "server/platform/http/knows-accounts.ts": 'import { auth } from "../../accounts/index.js";\nexport const a = auth;',
  // client-platform-imports-feature
  "src/ui/knows-accounts.ts": 'import { account } from "../accounts/index.js";\nexport const a = account;',
  // migration-imports-live-code (Kysely and other packages, Node and the folder's own helpers are fine)
  "server/platform/db/migrations/dialect.ts": 'export type Dialect = "sqlite" | "postgres";',
  "server/platform/db/migrations/0001-frozen.ts":
    'import { randomBytes } from "node:crypto";\nimport type { Kysely } from "kysely";\nimport { UAParser } from "ua-parser-js";\n' +
    'import type { Dialect } from "./dialect.js";\n' +
    "export const a = (db: Kysely<unknown>, d: Dialect) => [db, d, randomBytes(1), UAParser];",
  "server/platform/db/schema.ts": "export type Database = { user: { id: string } };",
  "server/platform/db/migrations/0002-live.ts":
    'import type { Database } from "../schema.js";\nexport type A = Database;',
  // no-circular
  "server/platform/first.ts": 'import { second } from "./second.js";\nexport const first = () => second;',
  "server/platform/second.ts": 'import { first } from "./first.js";\nexport const second = () => first;',
  // no-trpc-unstable-core
  "server/platform/trpc-core.ts":
    'import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/unstable-core-do-not-import";\nexport type K = TRPC_ERROR_CODE_KEY;',
};

const expected: Record<string, string[]> = {
  "server-imports-client": ["server/quotes/runs-client.ts"],
  "client-imports-server": ["src/quotes/basket/runs-server.ts"],
  "server-feature-internals": ["server/requests/reaches-accounts.ts"],
  "client-feature-internals": ["src/back-office/reaches-accounts.ts"],
  "server-platform-imports-feature": ["server/platform/http/knows-accounts.ts"],
  "client-platform-imports-feature": ["src/ui/knows-accounts.ts"],
  "migration-imports-live-code": ["server/platform/db/migrations/0002-live.ts"],
  // A circle is reported once, from its first module.
  "no-circular": ["server/platform/first.ts"],
  "no-trpc-unstable-core": ["server/platform/trpc-core.ts"],
};

interface Violation {
  from: string;
  rule: { name: string };
}

describe("import boundaries (.dependency-cruiser.cjs)", () => {
  let planted: string;
  let violations: Violation[];

  beforeAll(async () => {
    planted = mkdtempSync(join(tmpdir(), "import-boundaries-"));
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(planted, path)), { recursive: true });
      writeFileSync(join(planted, path), `${text}\n`);
    }
    writeFileSync(
      join(planted, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", strict: true } }),
    );
    symlinkSync(join(root, "node_modules"), join(planted, "node_modules"), "dir");
    // Exit code 1 (violations found) is the point here: read the report either way.
    const report = await run(
      depcruise,
      ["server", "src", "--config", configPath, "--no-cache", "--output-type", "json"],
      {
        cwd: planted,
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout: string }) => error);
    violations = (JSON.parse(report.stdout) as { summary: { violations: Violation[] } }).summary.violations;
  }, 60_000);

  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it("has a planted case for every rule of the configuration", () => {
    expect(Object.keys(expected).sort()).toEqual([...ruleNames].sort());
  });

  it.each(Object.entries(expected))("%s reports the planted file, and only it", (rule, files) => {
    const reported = new Set(violations.filter((violation) => violation.rule.name === rule).map((v) => v.from));
    expect([...reported].sort()).toEqual(files);
  });

  it("the real tree has no violation (npm run lint:imports)", async () => {
    await expect(run("npm", ["run", "lint:imports", "--silent"], { cwd: root })).resolves.toBeDefined();
  }, 180_000);
});
