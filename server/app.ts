import type { RequestListener } from "node:http";
import express, { type RequestHandler } from "express";
import type { Kysely } from "kysely";
import { locales } from "../content-model/locale.js";
import { LANGUAGE_CHOICE_PATH } from "../src/app/shared/language-choice.js";
import { isAdminPath } from "../src/back-office/shared/admin-paths.js";
import { searchPathIn } from "../src/search/shared/search-document.js";
import type { SearchIndex } from "../src/search/shared/search-engine.js";
import { brand } from "../src/shared/site/brand.js";
import type { Locale } from "../src/shared/site-locale.js";
import { authRoutes } from "./accounts/rest/auth-routes.js";
import { bearerChallenge } from "./accounts/rest/bearer-challenge.js";
import { googleRoutes } from "./accounts/rest/google-routes.js";
import type { AppServices } from "./app-services.js";
import { adminShell } from "./back-office/admin-shell.js";
import { downloadRoutes } from "./back-office/download-routes.js";
import { formPageAddresses, formPages } from "./forms/form-pages.js";
import { siteFormPages } from "./forms/site-form-pages.js";
import type { Config } from "./platform/config/config.js";
import type { Database } from "./platform/db/schema.js";
import { apiFallback } from "./platform/http/api-fallback.js";
import { refuseBrokenEscapes } from "./platform/http/broken-escape.js";
import { errorHandler } from "./platform/http/error-handler.js";
import { healthHandler } from "./platform/http/health.js";
import { jsonBody } from "./platform/http/json-body.js";
import { jsonCompression } from "./platform/http/json-compression.js";
import { languageChoice } from "./platform/http/language-choice.js";
import { metricsHandler } from "./platform/http/metrics-endpoint.js";
import { noStore } from "./platform/http/no-store.js";
import { pageHandler } from "./platform/http/page-handler.js";
import { pageMethods } from "./platform/http/page-methods.js";
import { prerenderedFastPath } from "./platform/http/prerendered-fast-path.js";
import { readinessHandler } from "./platform/http/readiness.js";
import { requestObserver } from "./platform/http/request-observer.js";
import { recordSecurityHeaders, withHeaders } from "./platform/http/security-headers.js";
import { strictTransportHeaders } from "./platform/http/strict-transport.js";
import { wellKnownRoutes } from "./platform/http/well-known.js";
import { accessLogger, type Logger } from "./platform/logging/logger.js";
import type { PageSource } from "./platform/pages/page-source.js";
import { quoteAdmission, quoteIssuingPaths } from "./quotes/quote-admission.js";
import { quoteRoutes } from "./quotes/quote-routes.js";
import { requestRoutes } from "./requests/request-routes.js";
import { searchMissReports } from "./search/search-miss-reports.js";
import { searchMisses } from "./search/search-misses.js";
import { searchPage } from "./search/search-page.js";
import { trpcEndpoint } from "./trpc/trpc-endpoint.js";

export interface AppDependencies {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  pages: PageSource;
  /** Serves the client's files: precompressed build output in production, Vite in development. */
  assets: RequestHandler;
  /** The domain services and the Google client (server/app-services.ts). */
  services: Pick<AppServices, "auth" | "requests" | "backOffice" | "quotes" | "google" | "metrics" | "searchLimits">;
  /** True once a shutdown has started (server/index.ts); absent, the process never drains (tests). */
  draining?: () => boolean;
  /** The site search's index in each language: the build's files in production, built from the sources in development and tests. */
  search: Readonly<Record<Locale, SearchIndex>>;
  /** Set by the dev server only: Vite injects each module's CSS as a <style> element, which the built site never has. */
  inlineStyles?: boolean;
}

/**
 * Builds the whole HTTP application from its parts, so tests can run it on any port with any database:
 * Express, behind the prerendered fast path when the pages are the build's.
 */
export function createApp(deps: AppDependencies): RequestListener {
  const { config, logger, services } = deps;
  const observers = { accessLog: accessLogger(logger), metrics: services.metrics };
  const security = recordSecurityHeaders({
    inlineStyles: deps.inlineStyles ?? false,
    styleHashes: deps.pages.inlineStyleHashes ?? [],
    scriptHashes: deps.pages.inlineScriptHashes ?? [],
  });
  const app = express();
  app.disable("x-powered-by");
  // Only the named proxies may set X-Forwarded-For: rate limits key on req.ip, which must not be spoofable.
  app.set("trust proxy", config.trustProxy);
  app.use(requestObserver(observers));
  // Static files first: they carry their own few headers, not the documents' (precompressed-static.ts).
  app.use(deps.assets);
  app.use(withHeaders(security));
  app.use(refuseBrokenEscapes);
  const transport = strictTransportHeaders(config, app.get("trust proxy fn"));
  app.use(withHeaders(transport));
  app.use(jsonCompression);
  app.use(wellKnownRoutes(config));
  app.get("/healthz", healthHandler);
  app.get("/readyz", readinessHandler(deps.db, config, deps.draining ?? (() => false)));
  app.get("/metrics", metricsHandler(services.metrics, config.metricsToken));
  app.get(LANGUAGE_CHOICE_PATH, languageChoice(config));
  const misses = searchMisses(deps.db);
  const domains = {
    auth: services.auth,
    requests: services.requests,
    backOffice: services.backOffice,
    quotes: services.quotes,
    search: { indexes: deps.search, misses, limits: services.searchLimits },
  };
  // The procedures' dependencies, for the tRPC endpoint and the doors over it (docs/0051-one-door-per-action.md).
  const procedureDeps = { db: deps.db, config, ...domains };
  // Before any door parses the body: a burst of quotes waits its turn unparsed (docs/0066).
  app.post(quoteIssuingPaths, quoteAdmission().handler);
  app.use("/trpc", trpcEndpoint({ ...procedureDeps, logger }));
  app.use("/auth", noStore, bearerChallenge(brand.name));
  const google = googleRoutes({ config, auth: services.auth, google: services.google, logger });
  const auth = authRoutes(procedureDeps);
  app.use("/auth", google);
  app.use("/auth", jsonBody, auth);
  app.use("/auth", apiFallback(google, auth));
  app.use("/api/admin", noStore, downloadRoutes({ config, auth: services.auth, backOffice: services.backOffice }));
  const requestsApi = requestRoutes(procedureDeps);
  const quotesApi = quoteRoutes(procedureDeps);
  const searchApi = searchMissReports(procedureDeps);
  app.use("/api", noStore, jsonBody, requestsApi, quotesApi, searchApi, apiFallback(requestsApi, quotesApi, searchApi));
  // Forms that work without JavaScript post to their own page; a page with request-time state is rendered here.
  const pages = siteFormPages(procedureDeps);
  app.use(formPages(pages, { config, render: deps.pages.render }));
  app.use(searchPage({ indexes: deps.search, misses, render: deps.pages.render, logger }));
  app.use(adminShell(deps.pages.render));
  // What the three handlers above may answer at request time is never the fast path's (keep them in step).
  const formPagePaths = new Set(pages.flatMap((page) => formPageAddresses(page).map(({ address }) => address)));
  const searchPaths = new Set(locales.map(searchPathIn));
  const answeredAtRequestTime = (path: string) => formPagePaths.has(path) || searchPaths.has(path) || isAdminPath(path);
  app.use(pageHandler(deps.pages));
  app.use(pageMethods(formPagePaths));
  app.use(errorHandler(logger));
  const { prerendered } = deps.pages;
  if (!prerendered) return app;
  return prerenderedFastPath(app, {
    pages: prerendered,
    answeredAtRequestTime,
    securityHeaders: security,
    requestHeaders: transport,
    observers,
  });
}
