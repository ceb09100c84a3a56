/**
 * `npm run db:copy -- --from data/app.db --to postgres://user:password@host:5432/novadis`
 * Copies the SQLite database into an empty PostgreSQL database (README: "Running on several machines").
 */
import { parseArgs } from "node:util";
import { CopyError, copyDatabase } from "./copy-database.js";

const usage = "usage: npm run db:copy -- --from <sqlite file> --to <postgres://… URL of an empty database>";

const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
if (!values.from || !values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error(usage);
  process.exit(2);
}
try {
  const started = Date.now();
  const copied = await copyDatabase({
    from: values.from,
    to: values.to,
    onTable: ({ table, rows }) => console.log(`${table.padEnd(24)} ${String(rows).padStart(9)} rows`),
  });
  const total = copied.reduce((sum, each) => sum + each.rows, 0);
  console.log(`Copied ${total} rows in ${copied.length} tables (${Date.now() - started} ms); row counts verified.`);
} catch (error) {
  console.error(error instanceof CopyError ? error.message : error);
  process.exit(1);
}
