/**
 * `npm run files:move -- --to s3` (or `--to database`): moves every stored file's bytes to that store, with
 * the app's own environment (DATABASE_*, S3_*). Safe to stop and run again (docs/0059-files-in-object-storage.md).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../../server/platform/config/config.js";
import { openDatabase } from "../../server/platform/db/database.js";
import { MoveError, moveFiles } from "../../server/platform/files/move-files.js";

const usage = "usage: npm run files:move -- --to s3|database";

const { values } = parseArgs({ options: { to: { type: "string" } } });
const to = values.to;
if (to !== "s3" && to !== "database") {
  console.error(usage);
  process.exit(2);
}
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const config = loadConfig();
const database = openDatabase(config.database);
try {
  const started = Date.now();
  let progress = { files: 0, bytes: 0 };
  const report = await moveFiles({
    db: database.db,
    settings: config.files,
    to,
    onFile: (file) => {
      progress = { files: progress.files + 1, bytes: progress.bytes + file.sizeBytes };
      if (progress.files % 100 === 0) console.log(`${progress.files} files, ${megabytes(progress.bytes)} moved…`);
    },
  });
  console.log(
    `Moved ${report.moved} files (${megabytes(report.bytes)}) to ${to} in ${Date.now() - started} ms; ` +
      `${report.alreadyThere} were there already.`,
  );
} catch (error) {
  console.error(error instanceof MoveError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
