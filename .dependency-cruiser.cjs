/**
 * Import boundaries, checked by `npm run lint` (docs/0043-import-boundaries.md). Paths are matched on the
 * resolved file, so `../../src/x.js` and `@content` alike are judged by where they land. The tree has no
 * violation: lint fails on the first one.
 */

/** Server features: each owns its domain; another reaches it only through its public entry. */
const SERVER_FEATURES = "accounts|applications|back-office|booking|content|quotes|requests|search";
/** Client features, the same. */
const CLIENT_FEATURES = "accounts|applications|back-office|booking|content|quotes|requests|search";
/** Server platform: what every feature stands on, so it knows none of them. */
const SERVER_PLATFORM = "platform";
/** Client platform, the same. */
const CLIENT_PLATFORM = "shared|ui|site|styles";
/**
 * A feature's public entry: its index.ts, another entry named `<what>-entry.ts` where one entry would make
 * every reader load what few need (the accounts' re-sign-in, for the back-office), or anything under shared/.
 */
const PUBLIC_ENTRY = "(index\\.tsx?$|[a-z-]+-entry\\.tsx?$|shared/)";

module.exports = {
  forbidden: [
    {
      name: "server-imports-client",
      comment:
        "Server code runs what the client ships only through src/**/shared/** (code written for both sides) or " +
        "src/entry-server.ts (the render entry): anything else under src/ is free to use the browser and to change " +
        "with the UI. A type-only import erases at build and is allowed.",
      severity: "error",
      from: { path: "^server/" },
      to: {
        path: "^src/",
        pathNot: ["/shared/", "^src/entry-server\\.ts$"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "client-imports-server",
      comment:
        "Client code must not bundle server code (secrets, database, Node built-ins): `import type` of the " +
        "router (server/trpc/root.ts) is how the client knows the API, and only types cross.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-feature-internals",
      comment:
        "A server feature reaches another only through its public entry (<feature>/index.ts or <feature>/shared/**), " +
        "so each can reshape its insides without breaking the others.",
      severity: "error",
      from: { path: `^server/(${SERVER_FEATURES})/` },
      to: {
        path: `^server/(${SERVER_FEATURES})/`,
        pathNot: ["^server/$1/", `^server/(${SERVER_FEATURES})/${PUBLIC_ENTRY}`],
      },
    },
    {
      name: "client-feature-internals",
      comment:
        "A client feature reaches another only through its public entry (<feature>/index.ts or <feature>/shared/**), " +
        "so each can reshape its insides without breaking the others.",
      severity: "error",
      from: { path: `^src/(${CLIENT_FEATURES})/` },
      to: { path: `^src/(${CLIENT_FEATURES})/`, pathNot: ["^src/$1/", `^src/(${CLIENT_FEATURES})/${PUBLIC_ENTRY}`] },
    },
    {
      name: "server-platform-imports-feature",
      comment:
        "Platform code (server/platform: config, db, logging, mail, metrics, http, pages, testing) is what features stand on: it must " +
        "not know a feature, nor the doors and wiring that gather them (trpc, rest, forms, server/*.ts), or every " +
        "feature would depend on every other through it.",
      severity: "error",
      from: { path: `^server/(${SERVER_PLATFORM})/` },
      to: { path: [`^server/(${SERVER_FEATURES}|trpc|rest|forms)/`, "^server/[^/]+\\.ts$"] },
    },
    {
      name: "client-platform-imports-feature",
      comment:
        "Client platform code (shared, ui, site, styles) is what features stand on: it must not " +
        "know a feature, or every page would load every feature through it.",
      severity: "error",
      from: { path: `^src/(${CLIENT_PLATFORM})/` },
      to: { path: `^src/(${CLIENT_FEATURES})/` },
    },
    {
      name: "migration-imports-live-code",
      comment:
        "A migration must keep doing what it did when it shipped: it may import Node built-ins, packages (pinned by " +
        "the lockfile, their output held by the migration tests) and its own folder's helpers, never the project's " +
        "live code, which later changes would change under it (copy what it needs, frozen).",
      severity: "error",
      from: { path: "^server/platform/db/migrations/[0-9]{4}-" },
      to: { dependencyTypesNot: ["core"], pathNot: ["^server/platform/db/migrations/", "(^|/)node_modules/"] },
    },
    {
      name: "no-circular",
      comment:
        "Modules that import each other load in an order that depends on who is imported first (undefined at import " +
        "time) and cannot be understood, tested or moved one at a time: move what both need into a file of its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-trpc-unstable-core",
      comment:
        "@trpc/server/unstable-core-do-not-import is tRPC's private core, free to change in any release: use the " +
        "public API of @trpc/server (and @trpc/server/http, /rpc).",
      severity: "error",
      from: {},
      to: { path: "unstable-core-do-not-import" },
    },
  ],
  options: {
    // Type-only imports are seen (and marked "type-only"), so a circle of types counts and the
    // server/client rules can let types through.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "^(\\.contentlayer|dist)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
