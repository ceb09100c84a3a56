import { createExpressMiddleware } from "@trpc/server/adapters/express";
import express, { type RequestHandler } from "express";
import type { Kysely } from "kysely";
import type { Config } from "./config/config.js";
import type { Database } from "./db/schema.js";
import { errorHandler } from "./http/error-handler.js";
import { healthHandler } from "./http/health.js";
import { pageHandler } from "./http/page-handler.js";
import { securityHeaders } from "./http/security-headers.js";
import type { Logger } from "./logging/logger.js";
import type { PageSource } from "./pages/page-source.js";
import { makeContextFactory } from "./trpc/context.js";
import { appRouter } from "./trpc/root.js";

export interface AppDependencies {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  pages: PageSource;
  /** Serves the client's files: precompressed build output in production, Vite in development. */
  assets: RequestHandler;
}

/** Builds the whole HTTP application from its parts, so tests can run it on any port with any database. */
export function createApp(deps: AppDependencies) {
  const app = express();
  app.disable("x-powered-by");
  app.use(securityHeaders(deps.config));
  app.get("/healthz", healthHandler(deps.db));
  app.use(deps.assets);
  app.use(
    "/trpc",
    createExpressMiddleware({
      router: appRouter,
      createContext: makeContextFactory({ db: deps.db, config: deps.config, resolveUser: async () => null }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") deps.logger.error({ err: error, path }, "tRPC procedure failed");
      },
    }),
  );
  app.use(pageHandler(deps.pages));
  app.use(errorHandler(deps.logger));
  return app;
}
