import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const server = fileURLToPath(new URL("..", import.meta.url));

/**
 * The doors other than `/trpc`, wherever their feature keeps them: the REST shim (`rest/` folders and
 * `*-routes.ts`) and the pages whose forms work without JavaScript (`forms/`, `pages/` folders and
 * `*-page.ts`, `*-pages.ts`). The page renderer of server/platform is no door.
 */
const isAdapter = (file: string) =>
  !file.startsWith("platform/") &&
  !file.startsWith("testing/") &&
  !file.endsWith(".test.ts") &&
  (/(^|\/)(rest|forms|pages)\/[^/]+\.ts$/.test(file) || /-(routes|page|pages)\.ts$/.test(file));

/**
 * The written exceptions (docs/0051-one-door-per-action.md). Google's redirects between two sites are routes,
 * not calls with an answer, and sign in through the auth service. The others are doors still to move onto a
 * procedure; the list may only shrink.
 */
const exceptions = new Set([
  "accounts/rest/google-routes.ts",
  // Streams of bytes (CSV, XLSX, a CV, a PDF) written as they are read, not calls with an answer.
  "back-office/download-routes.ts",
]);

/** The services under the procedures, as the context holds them (`ContextDependencies`). */
const services = ["auth", "requests", "backOffice", "quotes"].join("|");

/** What a door that goes around its procedure writes: an import of a service module, or a service reached through its dependencies. */
const bypasses = [
  { rule: "imports a service module", pattern: /from\s+["'][^"']*-service\.js["']/g },
  { rule: "calls a service", pattern: new RegExp(`\\b(?:deps|services)\\s*\\.\\s*(?:${services})\\s*\\.`, "g") },
  {
    rule: "takes a service out of its dependencies",
    pattern: new RegExp(`\\{[^{}]*\\b(?:${services})\\b[^{}]*\\}\\s*=\\s*(?:deps|services)\\b`, "g"),
  },
];

/** Each bypass in `source`, as "rule: what it wrote". */
function bypassesIn(source: string): string[] {
  return bypasses.flatMap(({ rule, pattern }) =>
    [...source.matchAll(pattern)].map((match) => `${rule}: ${match[0].replace(/\s+/g, " ")}`),
  );
}

function filesUnder(folder: string): string[] {
  return readdirSync(`${server}${folder}`, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${folder}${entry.name}/`) : [`${folder}${entry.name}`],
  );
}

const adapterFiles = filesUnder("").filter(isAdapter);

/**
 * One door per action (docs/0051-one-door-per-action.md): the REST routes and the forms without JavaScript
 * call procedures, so the rules (validation, rate limits, recent sign-in, audit) that live in the procedure
 * and the service under it hold at every door. A door that calls a service itself would skip them.
 */
describe("the REST and form adapters call procedures, never a service", () => {
  it("finds the adapters where this test looks", () => {
    expect(adapterFiles).toEqual(
      expect.arrayContaining([
        "rest/rest-procedure.ts",
        "quotes/quote-routes.ts",
        "forms/procedure-form.ts",
        "booking/booking-page.ts",
      ]),
    );
    expect(adapterFiles.filter((file) => exceptions.has(file))).toEqual([...exceptions]);
  });

  it.each(adapterFiles.filter((file) => !exceptions.has(file)))("%s", (file) => {
    expect(bypassesIn(readFileSync(`${server}${file}`, "utf8"))).toEqual([]);
  });

  it("sees the written exception's service calls, so it would see another door's", () => {
    expect(bypassesIn(readFileSync(`${server}accounts/rest/google-routes.ts`, "utf8"))).not.toEqual([]);
    expect(bypassesIn('import type { QuotesService } from "../quotes/quotes-service.js";')).toHaveLength(1);
    expect(bypassesIn("const { reference } = await deps.requests.apply(input, cv, submitter);")).toHaveLength(1);
    expect(bypassesIn("const {\n  config,\n  quotes,\n} = deps;")).toHaveLength(1);
    expect(bypassesIn("call: (trpc, input) => trpc.quotes.issue(input),")).toEqual([]);
  });
});
