import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadSearchIndex } from "../src/search/shared/search-engine.js";
import { searchIndexFileIn } from "../src/search/shared/search-index-file.js";
import { createApp } from "./app.js";
import { createAppServices } from "./app-services.js";
import { ConfigError, loadConfig } from "./platform/config/config.js";
import { openDatabase } from "./platform/db/database.js";
import { prepareSchema, SchemaBehindError } from "./platform/db/schema-at-start.js";
import { waitForDatabase } from "./platform/db/wait-for-database.js";
import { handleShutdown } from "./platform/http/graceful-shutdown.js";
import { createHttpServer } from "./platform/http/http-server.js";
import { precompressedStatic } from "./platform/http/precompressed-static.js";
import { createLogger } from "./platform/logging/logger.js";
import { loadPrerenderedPages } from "./platform/pages/prerendered-pages.js";

const DATABASE_WAIT_MS = 60_000;

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
  // Started beside its database (containers, a failover), the process waits for it a minute before giving up.
  await waitForDatabase(database, logger, { withinMs: DATABASE_WAIT_MS });
  try {
    await prepareSchema(database, config.migrateOnStart, logger);
  } catch (error) {
    if (!(error instanceof SchemaBehindError)) throw error;
    // Said plainly on standard error, as a bad configuration is: an orchestrator restarts the process later.
    console.error(error.message);
    await database.close();
    process.exit(1);
  }

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
    search: {
      fr: loadSearchIndex(readFileSync(`${distDir}client/${searchIndexFileIn.fr}`, "utf8")),
      en: loadSearchIndex(readFileSync(`${distDir}client/${searchIndexFileIn.en}`, "utf8"), "en"),
    },
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
