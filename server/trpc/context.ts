import type { Request, Response } from "express";
import type { Kysely } from "kysely";
import type { Caller } from "../accounts/auth-context.js";
import type { AuthService } from "../accounts/auth-service.js";
import { resolveCaller } from "../accounts/resolve-caller.js";
import type { BackOffice } from "../back-office/back-office-service.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import type { QuotesService } from "../quotes/quotes-service.js";
import type { RequestsService } from "../requests/requests-service.js";
import type { SearchServices } from "../search/search-services.js";
import { createBatchTurns } from "./batch-turns.js";

/**
 * How the answer reaches its client, set by the door that built the context and never by the client: the
 * browser gets its session as an HttpOnly cookie, an API client (the REST shim) gets tokens in the JSON
 * (docs/0051-one-door-per-action.md).
 */
export type Channel = "api" | "browser";

export interface Context {
  db: Kysely<Database>;
  config: Config;
  auth: AuthService;
  requests: RequestsService;
  backOffice: BackOffice;
  quotes: QuotesService;
  search: SearchServices;
  req: Request;
  res: Response;
  channel: Channel;
  /** Called by a door of this server (the REST shim, a form page), not over the browser's `/trpc`. */
  inProcess: boolean;
  /** The current session and its user: null when signed out. */
  caller: Caller | null;
  /** Resolves when this call may run: the calls of a batch take turns (batch-turns.ts). */
  nextTurn: () => Promise<void>;
}

export interface ContextDependencies {
  db: Kysely<Database>;
  config: Config;
  auth: AuthService;
  requests: RequestsService;
  backOffice: BackOffice;
  quotes: QuotesService;
  search: SearchServices;
}

export function makeContextFactory(deps: ContextDependencies, channel: Channel = "browser", inProcess = false) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => {
    const caller = await resolveCaller(req, res, deps);
    return {
      db: deps.db,
      config: deps.config,
      auth: deps.auth,
      requests: deps.requests,
      backOffice: deps.backOffice,
      quotes: deps.quotes,
      search: deps.search,
      req,
      res,
      channel,
      inProcess,
      caller,
      nextTurn: createBatchTurns(),
    };
  };
}
