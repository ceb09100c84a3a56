import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

export interface ContentFixture {
  /** The fixture's content folder: copy real files in, or write broken ones. */
  contentDir: string;
  generatedDir: string;
  /** Runs the real `contentlayer2 build` with the project's model over the fixture folder. */
  build(): { status: number | null; output: string };
  /** Runs the build's enum check (scripts/content/check-enums.ts) over the fixture's output. */
  checkEnums(): { status: number | null; output: string };
  /** Runs the build's translation check (scripts/content/check-translations.ts) over the fixture's folder. */
  checkTranslations(): { status: number | null; output: string };
  cleanup(): void;
}

/**
 * A scratch project with the real content model and a fixture content folder, so tests can
 * compile content without touching the project's own `.contentlayer` output.
 */
export function createContentFixture(): ContentFixture {
  const dir = mkdtempSync(join(tmpdir(), "content-fixture-"));
  cpSync(join(root, "contentlayer.config.ts"), join(dir, "contentlayer.config.ts"));
  cpSync(join(root, "content-model"), join(dir, "content-model"), { recursive: true });
  // The model's one import from outside it: the typography pass over the generated documents.
  mkdirSync(join(dir, "src", "shared"), { recursive: true });
  cpSync(join(root, "src", "shared", "french-typography.ts"), join(dir, "src", "shared", "french-typography.ts"));
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  const contentDir = join(dir, "content");
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, {
      cwd: dir,
      // contentlayer2 takes its working directory from $PWD, not from the process cwd.
      env: { ...process.env, PWD: dir, CONTENT_DIR: "content", NODE_ENV: "production" },
      encoding: "utf8",
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  mkdirSync(contentDir);
  return {
    contentDir,
    generatedDir: join(dir, ".contentlayer", "generated"),
    build: () => run(join(root, "node_modules", ".bin", "contentlayer2"), ["build"]),
    checkEnums: () =>
      run(process.execPath, [
        join(root, "node_modules", ".bin", "tsx"),
        join(root, "scripts", "content", "check-enums.ts"),
      ]),
    checkTranslations: () =>
      run(process.execPath, [
        join(root, "node_modules", ".bin", "tsx"),
        join(root, "scripts", "content", "check-translations.ts"),
      ]),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Copies some of the project's real content files into a fixture folder. */
export function copyRealContent(fixture: ContentFixture, folder: string, files: string[]) {
  mkdirSync(join(fixture.contentDir, folder), { recursive: true });
  for (const file of files) cpSync(join(root, "content", folder, file), join(fixture.contentDir, folder, file));
}
