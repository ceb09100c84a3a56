import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadSearchIndex } from "../src/search/shared/search-engine.js";
import { searchIndexFile } from "../src/search/shared/search-index-file.js";
import { createApp } from "./app.js";
import { createAppServices } from "./app-services.js";
import { ConfigError, loadConfig } from "./platform/config/config.js";
import { openDatabase } from "./platform/db/database.js";
import { migrateToLatest } from "./platform/db/migrate.js";
import { handleShutdown } from "./platform/http/graceful-shutdown.js";
import { createHttpServer } from "./platform/http/http-server.js";
import { precompressedStatic } from "./platform/http/precompressed-static.js";
import { createLogger } from "./platform/logging/logger.js";
import { loadPrerenderedPages } from "./platform/pages/prerendered-pages.js";

/** The production entry: dist/server/index.js, next to dist/client and dist/pages. */
async function main() {
  // A reader of standard error that has gone (EPIPE) is no reason to crash: what was written is lost,
  // nothing is retried (docs/0042). Standard output is the logger's, which does the same.
  process.stderr.on("error", () => undefined);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const distDir = fileURLToPath(new URL("..", import.meta.url));

  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");

  const services = createAppServices({ config, database, logger });
  let draining = false;
  const app = createApp({
    draining: () => draining,
    config,
    db: database.db,
    logger,
    pages: loadPrerenderedPages(`${distDir}pages`),
    assets: precompressedStatic(`${distDir}client`),
    services,
    search: loadSearchIndex(readFileSync(`${distDir}client/${searchIndexFile}`, "utf8")),
  });
  await services.start();
  const server = createHttpServer(app).listen(config.port, config.host, () => {
    logger.info({ url: config.appUrl, port: config.port }, "listening");
  });
  handleShutdown(
    server,
    logger,
    async () => {
      await services.stop();
      await database.close();
    },
    {
      onDraining: () => {
        draining = true;
      },
    },
  );
}

await main();
