import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RequestHandler } from "express";
import { createApp } from "../app.js";
import { type AppServices, type AppServicesOptions, createAppServices } from "../app-services.js";
import { type Config, loadConfig } from "../config/config.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { createLogger } from "../logging/logger.js";
import type { PageSource } from "../pages/page-source.js";

export interface TestServer {
  url: string;
  /** The Node HTTP server, for tools that watch requests (scripts/bench). */
  httpServer: Server;
  config: Config;
  database: DatabaseHandle;
  services: AppServices;
  /** Stops the app; the database file is removed unless `keepDatabase` was given. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  pages?: PageSource;
  assets?: RequestHandler;
  /** Environment as the config module reads it (SMTP_URL, GOOGLE_*, ...). APP_URL defaults to the server's own. */
  env?: Record<string, string>;
  /** An existing database file, to restart "the same" server; it is then left in place on close. */
  databasePath?: string;
  /** Where log lines go (tests read auth events from it); LOG_LEVEL still applies. */
  logDestination?: { write(line: string): void };
  /** Faster mail retries, tighter rate limits... */
  services?: Pick<AppServicesOptions, "outbox" | "rateRules" | "recaptcha" | "mailTransport">;
}

const noPages: PageSource = {
  page: async () => undefined,
  miss: async () => ({ html: Buffer.from("<h1>miss</h1>") }),
  notFound: async () => ({ html: Buffer.from("<h1>Cette page n'est pas disponible</h1>") }),
  render: async () => ({ html: Buffer.from("<h1>rendered</h1>") }),
};

/** The real app on a random port with a fresh SQLite file, its mail worker running. Usable outside Vitest. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.databasePath ? undefined : mkdtempSync(join(tmpdir(), "app-test-"));
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    APP_URL: url,
    // Many accounts from one IP in a suite: limits are raised unless a test sets its own.
    RATE_LIMIT_FACTOR: "100",
    DATABASE_PATH: options.databasePath ?? join(dir as string, "app.db"),
    ...options.env,
  });
  const database = openDatabase(config.databasePath);
  await migrateToLatest(database.db);
  const logger = createLogger(config.logLevel, options.logDestination);
  const services = createAppServices({ config, database, logger, ...options.services });
  const app = createApp({
    config,
    db: database.db,
    logger,
    pages: options.pages ?? noPages,
    assets: options.assets ?? ((_req, _res, next) => next()),
    services,
  });
  server.on("request", app);
  await services.start();
  return {
    url,
    httpServer: server,
    config,
    database,
    services,
    close: async () => {
      await services.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close().catch(() => undefined);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
