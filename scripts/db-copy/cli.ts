/**
 * `npm run db:copy -- --from data/app.db --to postgres://user:password@host:5432/novadis`
 * Copies the SQLite database into an empty PostgreSQL database (README: "Running on several machines"), and
 * says what it moved, how long it took and the most memory it held (docs/0059-files-in-object-storage.md).
 */
import { parseArgs } from "node:util";
import { CopyError, copyDatabase } from "./copy-database.js";

const usage = "usage: npm run db:copy -- --from <sqlite file> --to <postgres://… URL of an empty database>";

const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
if (!values.from || !values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error(usage);
  process.exit(2);
}
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
try {
  const started = Date.now();
  const copied = await copyDatabase({
    from: values.from,
    to: values.to,
    onTable: ({ table, rows, bytes, batches }) =>
      console.log(
        `${table.padEnd(24)} ${String(rows).padStart(9)} rows ${megabytes(bytes).padStart(10)} in ${batches} batches`,
      ),
  });
  const total = copied.reduce((sum, each) => sum + each.rows, 0);
  const bytes = copied.reduce((sum, each) => sum + each.bytes, 0);
  // maxRSS is in kilobytes.
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    `Copied ${total} rows (${megabytes(bytes)} of binary data) in ${copied.length} tables ` +
      `(${Date.now() - started} ms, peak memory ${megabytes(peak)}); row counts verified.`,
  );
} catch (error) {
  console.error(error instanceof CopyError ? error.message : error);
  process.exit(1);
}
