import { readFileSync } from "node:fs";
import { createServer as createViteServer } from "vite";
import { contentDocuments } from "../src/search/shared/content-documents.js";
import { createSearchIndex } from "../src/search/shared/search-engine.js";
import { createApp } from "./app.js";
import { createAppServices } from "./app-services.js";
import { loadConfig } from "./platform/config/config.js";
import { openDatabase } from "./platform/db/database.js";
import { migrateToLatest } from "./platform/db/migrate.js";
import { handleShutdown } from "./platform/http/graceful-shutdown.js";
import { createHttpServer } from "./platform/http/http-server.js";
import { createLogger } from "./platform/logging/logger.js";
import { pageRenderer } from "./platform/pages/page-renderer.js";
import type { PageSource } from "./platform/pages/page-source.js";

/** `npm run dev`: the same app, with Vite serving modules (hot reload) and rendering pages on request. */
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = openDatabase(config.database);
await migrateToLatest(database);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

const loadEntry = async () =>
  (await vite.ssrLoadModule("/src/entry-server.ts")) as typeof import("../src/entry-server.js");

/** Every page renders on request here, fresh from the sources; chunks load from Vite without preload links. */
const render = pageRenderer({
  entry: loadEntry,
  template: (url) => vite.transformIndexHtml(url, readFileSync("index.html", "utf8")),
  siteSettings: (await loadEntry()).publicSiteSettings(config),
  preload: () => [],
});

/** The same pages the build prerenders (read fresh, so new content counts at once): others are 404s, as in production. */
async function isPage(pathname: string) {
  const entry = await loadEntry();
  return entry.prerenderTargets().some((target) => target.kind === "page" && target.path === pathname);
}

const pages: PageSource = {
  page: async (pathname, search) => ((await isPage(pathname)) ? render(pathname, search) : undefined),
  miss: (_route, pathname, search) => render(pathname, search),
  notFound: (pathname, search) => render(pathname, search),
  render,
};

const services = createAppServices({ config, database, logger });
// Content only: the prerendered pages' titles exist after a build (scripts/search/build-search-index.ts).
const search = { fr: createSearchIndex(contentDocuments("fr")), en: createSearchIndex(contentDocuments("en"), "en") };
const app = createApp({
  config,
  db: database.db,
  logger,
  pages,
  assets: vite.middlewares,
  services,
  search,
  inlineStyles: true,
});
await services.start();
const server = createHttpServer(app).listen(config.port, config.host, () =>
  logger.info({ url: config.appUrl }, "dev server listening"),
);
handleShutdown(server, logger, async () => {
  await services.stop();
  await vite.close();
  await database.close();
});
