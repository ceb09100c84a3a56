import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseTarget, Engine } from "../platform/db/database-target.js";

/**
 * Which engine the test servers of this run use. Vitest's "postgres" project sets TEST_DATABASE_ENGINE
 * and its global setup (postgres-global-setup.ts) TEST_POSTGRES_URL, the superuser URL of a temporary
 * cluster; the app itself reads no environment outside server/platform/config/config.ts.
 */
export function testEngine(): Engine {
  return process.env.TEST_DATABASE_ENGINE === "postgres" ? "postgres" : "sqlite";
}

export interface TestDatabase {
  target: DatabaseTarget;
  /** Removes it: drops the PostgreSQL database (closing its connections) or deletes the SQLite file's folder. */
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error("TEST_POSTGRES_URL is unset: run PostgreSQL tests through Vitest's postgres project");
  return url;
}

/** A fresh PostgreSQL database on the server at `serverUrl` (a superuser URL). */
export async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { engine: "postgres", url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** An empty database of the run's engine: an SQLite file in a temporary folder, or a new PostgreSQL database. */
export async function createTestDatabase(engine: Engine = testEngine()): Promise<TestDatabase> {
  if (engine === "postgres") return createPostgresDatabase(adminUrl());
  const dir = mkdtempSync(join(tmpdir(), "app-test-"));
  return {
    target: { engine: "sqlite", path: join(dir, "app.db") },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
