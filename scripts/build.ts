import { execFileSync, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { build as esbuild, type Plugin } from "esbuild";
import { compressFolder } from "./compress.js";
import { slimDocuments } from "./content/slim-documents.js";

const root = join(import.meta.dirname, "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);

function step(label: string, run: () => void | Promise<void>) {
  return async () => {
    const started = performance.now();
    await run();
    console.log(`✓ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };
}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
}

/** Runs the commands side by side; when one fails, the others are stopped rather than left writing into dist/. */
async function runTogether(commands: [string, string[]][]): Promise<void> {
  const children = commands.map(([command, args]) => spawn(command, args, { cwd: root, stdio: "inherit" }));
  const ends = children.map(
    (child, index) =>
      new Promise<void>((resolve, reject) => {
        child.on("error", reject);
        child.on("exit", (code) =>
          code === 0 ? resolve() : reject(new Error(`${commands[index]?.[1].join(" ")} exited with ${code}`)),
        );
      }),
  );
  try {
    await Promise.all(ends);
  } catch (error) {
    for (const child of children) if (child.exitCode === null) child.kill();
    throw error;
  }
}

const english = { VITE_SITE_LOCALE: "en" };

/** The server reads ids, titles and dates from content (server/content/content-catalogue.ts), never bodies. */
const slimServerContent: Plugin = {
  name: "slim-server-content",
  setup(build) {
    build.onLoad({ filter: /\.contentlayer[\\/]generated[\\/].*\.json$/ }, async (args) => ({
      contents: slimDocuments(await readFile(args.path, "utf8"), ["body", "_raw", "html", "toc"]),
      loader: "json",
    }));
  },
};

const steps = [
  // NODE_ENV=production: otherwise every compiled MDX body embeds the dev JSX runtime.
  step("content", () => run(bin("contentlayer2"), ["build"], { NODE_ENV: "production" })),
  step("content checks", () => {
    run(process.execPath, [bin("tsx"), "scripts/content/check-enums.ts"]);
    // Every French document has its English counterpart, translated or marked pending (docs/0063).
    run(process.execPath, [bin("tsx"), "scripts/content/check-translations.ts"]);
  }),
  // Into public/, before the client build copies it: portraits and application screens (docs/0033).
  step("art", () => run(process.execPath, [bin("tsx"), "scripts/art/make-art.ts"])),
  step("client", () => run(bin("vite"), ["build", "--logLevel", "warn"])),
  step("prerender bundle", () => run(bin("vite"), ["build", "--ssr", "src/entry-server.ts", "--logLevel", "warn"])),
  // The English site (docs/0068-english-routes.md): the same two builds with the English content and words, after
  // the French client, which empties dist/client.
  step("client (English)", () => run(bin("vite"), ["build", "--logLevel", "warn"], english)),
  step("prerender bundle (English)", () =>
    run(bin("vite"), ["build", "--ssr", "src/entry-server.ts", "--logLevel", "warn"], english),
  ),
  step("server", async () => {
    await esbuild({
      // The server, and `npm run admin` and `npm run db:migrate` for containers without tsx (scripts/server-command.mjs).
      entryPoints: {
        index: join(root, "server", "index.ts"),
        admin: join(root, "server", "back-office", "admin-cli.ts"),
        migrate: join(root, "server", "platform", "db", "migrate-cli.ts"),
        // Loaded by server/quotes/quote-pdf-pool.ts as a worker thread, from beside index.js.
        "quote-pdf-worker": join(root, "server", "quotes", "quote-pdf-worker.ts"),
        // Loaded by server/accounts/password-hashing.ts, likewise.
        "password-worker": join(root, "server", "accounts", "password-worker.ts"),
      },
      outdir: join(root, "dist", "server"),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      sourcemap: true,
      logLevel: "warning",
      plugins: [slimServerContent],
    });
  }),
  // Both languages at once, one process each: the machine's two cores, and the longest step of the build.
  step("prerender", () =>
    runTogether([
      [process.execPath, [bin("tsx"), "scripts/prerender.ts"]],
      [process.execPath, [bin("tsx"), "scripts/prerender.ts", "--locale=en"]],
    ]),
  ),
  step("search index", () => run(process.execPath, [bin("tsx"), "scripts/search/build-search-index.ts"])),
  step("compress", () => {
    compressFolder(join(root, "dist", "client"));
  }),
];

for (const runStep of steps) await runStep();
