import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RequestHandler } from "express";
import { createApp } from "../app.js";
import { type Config, loadConfig } from "../config/config.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { createLogger } from "../logging/logger.js";
import type { PageSource } from "../pages/page-source.js";

export interface TestServer {
  url: string;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestServerOptions {
  pages: PageSource;
  assets?: RequestHandler;
  env?: Record<string, string>;
}

/** The real app on a random port with a fresh SQLite file, for integration tests. */
export async function startTestServer({ pages, assets, env = {} }: TestServerOptions): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "app-test-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_PATH: join(dir, "app.db"), ...env });
  const database = openDatabase(config.databasePath);
  await migrateToLatest(database.db);
  const app = createApp({
    config,
    db: database.db,
    logger: createLogger(config.logLevel),
    pages,
    assets: assets ?? ((_req, _res, next) => next()),
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
