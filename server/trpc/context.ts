import type { Request, Response } from "express";
import type { Kysely } from "kysely";
import type { Caller } from "../auth/auth-context.js";
import type { AuthService } from "../auth/auth-service.js";
import type { BackOffice } from "../back-office/back-office-service.js";
import type { Config } from "../config/config.js";
import type { Database } from "../db/schema.js";
import { resolveCaller } from "../http/resolve-caller.js";
import type { RequestsService } from "../requests/requests-service.js";
import { createBatchTurns } from "./batch-turns.js";

export interface Context {
  db: Kysely<Database>;
  config: Config;
  auth: AuthService;
  requests: RequestsService;
  backOffice: BackOffice;
  req: Request;
  res: Response;
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
}

export function makeContextFactory(deps: ContextDependencies) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => {
    const caller = await resolveCaller(req, res, deps);
    return {
      db: deps.db,
      config: deps.config,
      auth: deps.auth,
      requests: deps.requests,
      backOffice: deps.backOffice,
      req,
      res,
      caller,
      nextTurn: createBatchTurns(),
    };
  };
}
