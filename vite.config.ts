import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { clientChunks } from "./scripts/vite/client-chunks.js";
import { englishBuild, englishCatalogueIndex } from "./scripts/vite/english-build.js";
import { indexCatalogue, inlineCatalogue } from "./scripts/vite/inline-messages.js";
import { preloadFont } from "./scripts/vite/preload-font.js";
import { slimContent } from "./scripts/vite/slim-content.js";

/** Tests of moving data into PostgreSQL: they need a PostgreSQL server whatever the engine. */
const postgresOnlyTests = [
  "scripts/db-copy/**/*.test.ts",
  "scripts/db-backup/postgres-*.test.ts",
  "tests/multi-process/**/*.test.ts",
];

const contentDir = fileURLToPath(new URL("./.contentlayer/generated", import.meta.url));
const clientEntry = fileURLToPath(new URL("./src/entry-client.tsx", import.meta.url));
const messagesDir = fileURLToPath(new URL("./src/shared/messages", import.meta.url));
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * `VITE_SITE_LOCALE=en` builds the English site (docs/0068-english-routes.md): the same sources with the English
 * content, catalogue and router swapped in (scripts/vite/english-build.ts), the browser's files under `/en/`
 * (dist/client/en, beside the French ones, which the same static handler serves), the prerender bundle in
 * dist/prerender-en. Components and pages are the same modules in both builds.
 */
const english = process.env.VITE_SITE_LOCALE === "en";
const languagePlugins = english
  ? [
      englishBuild({
        contentDir,
        messagesDir,
        localeRouter: source("app/routes/locale-router.ts"),
        englishSlugs: source("content/shared/english-slugs.ts"),
      }),
    ]
  : [];
const catalogue = () => (english ? englishCatalogueIndex(messagesDir) : indexCatalogue(`${messagesDir}/fr.ts`));

/**
 * The English build's swaps (docs/0068-english-routes.md): the writers of numbers, prices and dates that pages
 * import (`…/locale-text/numbers.js`, `content-dates.js`, `paris-dates.js`) become their English twins. The French
 * build resolves as it always has.
 */
const englishAliases =
  process.env.VITE_SITE_LOCALE === "en"
    ? [{ find: /^(.*\/locale-text\/(?:numbers|content-dates|paris-dates))\.js$/, replacement: "$1.en.js" }]
    : [];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [...languagePlugins, slimContent(), inlineCatalogue(catalogue), react(), tailwindcss(), preloadFont()],
  base: english && !isSsrBuild ? "/en/" : "/",
  resolve: {
    alias: [{ find: /^@content(\/.*)?$/, replacement: `${contentDir}$1` }, ...englishAliases],
  },
  build: isSsrBuild
    ? {
        outDir: english ? "dist/prerender-en" : "dist/prerender",
        emptyOutDir: true,
        copyPublicDir: false,
        ssrEmitAssets: false,
        // The server also renders with this bundle at run time, on production dependencies alone: an
        // import kept only for a package's side effects (contentlayer2's, a build tool) must not survive.
        rolldownOptions: { treeshake: { moduleSideEffects: "no-external" } },
      }
    : {
        outDir: english ? "dist/client/en" : "dist/client",
        emptyOutDir: true,
        // The media, fonts and icons are the French build's, at the same addresses.
        copyPublicDir: !english,
        manifest: true,
        assetsInlineLimit: 0,
        // The search dialog's import sits in the shell, which every page loads: its list of chunks to preload
        // would be ~100 bytes on every page for a dialog most visitors never open. It loads its chunks itself.
        modulePreload: {
          resolveDependencies: (file, deps) => (file.includes("search-dialog-root") ? [] : deps),
        },
        rolldownOptions: { output: { codeSplitting: clientChunks(clientEntry) } },
      },
  server: { watch: { ignored: ["**/data/**", "**/dist/**"] } },
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Vitest's default is cores − 1, one worker on CI's two cores; but the server tests wait on PostgreSQL,
    // SMTP and argon2's thread pool as much as they compute: there, two workers ran the quote and request tests
    // in 0.70× the time of one (three: 0.79×, the cores saturate), measured side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph per worker, not one per test file: every file builds its own server on its own database
    // and holds no state in modules, and importing the server anew for each of 246 files was 392 s of the run's
    // CPU. Measured on two cores, the same tests: SQLite 256 → 123 s, PostgreSQL likewise about halved.
    isolate: false,
    hookTimeout: 60_000,
    // The test matrix (docs/0011-two-database-engines.md): every test on SQLite files; every server test
    // again on a temporary PostgreSQL cluster, each test server on a database of its own.
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["{src,server,scripts,content-model}/**/*.test.{ts,tsx}"],
          exclude: postgresOnlyTests,
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["server/**/*.test.ts", ...postgresOnlyTests],
          globalSetup: ["server/testing/postgres-global-setup.ts"],
          env: { TEST_DATABASE_ENGINE: "postgres" },
        },
      },
    ],
  },
}));
