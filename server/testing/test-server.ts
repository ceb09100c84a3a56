import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import { createSearchIndex, type SearchIndex } from "../../src/search/shared/search-engine.js";
import { createApp } from "../app.js";
import { type AppServices, type AppServicesOptions, createAppServices } from "../app-services.js";
import { type Config, loadConfig } from "../platform/config/config.js";
import { type DatabaseHandle, openDatabase } from "../platform/db/database.js";
import type { DatabaseTarget } from "../platform/db/database-target.js";
import { migrateToLatest } from "../platform/db/migrate.js";
import { createHttpServer, type ServerTimeouts } from "../platform/http/http-server.js";
import { createLogger } from "../platform/logging/logger.js";
import type { PageSource } from "../platform/pages/page-source.js";
import { createTestDatabase } from "./test-database.js";

export interface TestServer {
  url: string;
  /** The Node HTTP server, for tools that watch requests (scripts/bench). */
  httpServer: Server;
  config: Config;
  database: DatabaseHandle;
  services: AppServices;
  /** Stops the app; its database is removed unless it was given in `database`. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  pages?: PageSource;
  assets?: RequestHandler;
  /** Environment as the config module reads it (SMTP_URL, GOOGLE_*, ...). APP_URL defaults to the server's own. */
  env?: Record<string, string>;
  /** An existing database (createTestDatabase), to restart "the same" server; it is then left in place on close. */
  database?: DatabaseTarget;
  /** Where log lines go (tests read auth events from it); LOG_LEVEL still applies. */
  logDestination?: { write(line: string): void };
  /** Faster mail retries, tighter rate limits... */
  services?: Pick<AppServicesOptions, "outbox" | "rateRules" | "recaptcha" | "mailTransport" | "now" | "quotePdf">;
  /** The site search's French index; default: an empty one. */
  search?: SearchIndex;
  /** The site search's English index (docs/0068); default: an empty one. */
  englishSearch?: SearchIndex;
  /** The server's request and header timeouts; default: production's. */
  timeouts?: ServerTimeouts;
}

const noPages: PageSource = {
  page: async () => undefined,
  miss: async () => ({ html: Buffer.from("<h1>miss</h1>") }),
  notFound: async () => ({ html: Buffer.from("<h1>Cette page n'est pas disponible</h1>") }),
  render: async () => ({ html: Buffer.from("<h1>rendered</h1>") }),
};

/**
 * The real app on a random port with a fresh database of the run's engine (an SQLite file, or a
 * PostgreSQL database in Vitest's postgres project), its mail worker running. Usable outside Vitest.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const owned = options.database ? undefined : await createTestDatabase();
  const target = options.database ?? (owned as NonNullable<typeof owned>).target;
  const server = createHttpServer(undefined, options.timeouts);
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    APP_URL: url,
    // Many accounts from one IP in a suite: limits are raised unless a test sets its own.
    RATE_LIMIT_FACTOR: "100",
    ...(target.engine === "sqlite" ? { DATABASE_PATH: target.path } : { DATABASE_URL: target.url }),
    ...options.env,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const logger = createLogger(config.logLevel, options.logDestination);
  const services = createAppServices({ config, database, logger, ...options.services });
  const app = createApp({
    config,
    db: database.db,
    logger,
    pages: options.pages ?? noPages,
    assets: options.assets ?? ((_req, _res, next) => next()),
    services,
    search: { fr: options.search ?? createSearchIndex([]), en: options.englishSearch ?? createSearchIndex([], "en") },
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
      await owned?.drop();
    },
  };
}
