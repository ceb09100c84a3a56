import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../../server/testing/http-client.js";
import { startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { createPostgresDatabase, type TestDatabase } from "../../server/testing/test-database.js";
import { startTestServer } from "../../server/testing/test-server.js";
import { backupPostgres, restorePostgres } from "./postgres-backup.js";
import { BackupError } from "./sqlite-backup.js";

const urlOf = (database: TestDatabase) => (database.target.engine === "postgres" ? database.target.url : "");

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table's row count and a digest of its rows, and every sequence's position: what a restore must give back. */
async function contents(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const sequences = await query<{ name: string }>(
    url,
    "select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename",
  );
  const entries: Array<[string, string]> = [];
  for (const { name } of tables) {
    const [row] = await query<{ count: string; digest: string }>(
      url,
      `select count(*) as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
    );
    entries.push([name, `${row?.count} rows, ${row?.digest}`]);
  }
  for (const { name } of sequences) {
    const [row] = await query<{ value: string }>(url, `select last_value as value from "${name}"`);
    entries.push([`sequence ${name}`, String(row?.value)]);
  }
  return Object.fromEntries(entries);
}

// pg_dump and pg_restore against the run's PostgreSQL cluster (the postgres project of vite.config.ts).
describe("PostgreSQL backup and restore (pg_dump, pg_restore)", () => {
  const dir = mkdtempSync(join(tmpdir(), "pg-backup-"));
  const serverUrl = () => process.env.TEST_POSTGRES_URL ?? "";
  let source: TestDatabase;
  const fresh: TestDatabase[] = [];

  beforeAll(async () => {
    source = await createPostgresDatabase(serverUrl());
    const smtp = await startSmtpCapture();
    const server = await startTestServer({ database: source.target, env: { SMTP_URL: smtp.url } });
    try {
      // Rows of every kind the site keeps: an account, visitor requests (the request sequence), a quote (its
      // counter and its PDF's bytes), the mails they queued.
      expect((await postJson(server.url, "/auth/register", registration)).status).toBe(201);
      for (const message of ["Bonjour", "Une deuxième demande"]) {
        expect((await postJson(server.url, "/api/requests", { ...visitor, message })).status).toBe(201);
      }
      expect((await postJson(server.url, "/api/quotes", quote)).status).toBe(201);
    } finally {
      await server.close();
      await smtp.close();
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all([source, ...fresh].map((database) => database?.drop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("restores a dump into a fresh database with every row, every byte and every sequence as they were", async () => {
    const file = join(dir, "site.dump");
    await backupPostgres(urlOf(source), file);
    expect(existsSync(`${file}.partial`)).toBe(false);
    const target = await createPostgresDatabase(serverUrl());
    fresh.push(target);
    await restorePostgres(file, urlOf(target));
    const before = await contents(urlOf(source));
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(["user", "visitor_request", "quote", "sequence request_reference"]),
    );
    expect(before.quote).toMatch(/^1 rows/);
    expect(await contents(urlOf(target))).toEqual(before);
  });

  it("never restores over a database that holds tables", async () => {
    const file = join(dir, "again.dump");
    await backupPostgres(urlOf(source), file);
    await expect(restorePostgres(file, urlOf(source))).rejects.toThrow(BackupError);
    await expect(restorePostgres(file, urlOf(source))).rejects.toThrow(/already holds tables/);
  });

  it("restores nothing from a damaged archive: the transaction rolls back whole", async () => {
    const file = join(dir, "site.dump");
    const damaged = join(dir, "damaged.dump");
    const bytes = readFileSync(file);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = await createPostgresDatabase(serverUrl());
    fresh.push(target);
    await expect(restorePostgres(damaged, urlOf(target))).rejects.toThrow(BackupError);
    expect(await contents(urlOf(target))).toEqual({});
  });

  it("leaves no file under the backup's name when the dump fails", async () => {
    const file = join(dir, "none.dump");
    const missing = new URL(serverUrl());
    missing.pathname = "/no_such_database";
    await expect(backupPostgres(missing.href, file)).rejects.toThrow(/pg_dump failed/);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});

const registration = { firstName: "Ana", lastName: "Durand", email: "ana@example.fr", password: "Sup3rSecret" };
const visitor = { type: "contact", firstName: "Léa", lastName: "Martin", email: "lea@example.fr", consent: true };
const quote = {
  offers: ["web-launch"],
  customer: {
    firstName: "Léa",
    lastName: "Martin",
    email: "lea@example.fr",
    company: "Martin SARL",
    address: "1 rue de la Paix\n69002 Lyon",
  },
  consent: true,
};
