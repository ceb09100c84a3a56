import type { Request, Response } from "express";
import type { Kysely } from "kysely";
import type { Config } from "../config/config.js";
import type { Database } from "../db/schema.js";

/** The signed-in user as procedures see it; filled by the session layer (accounts issue). */
export interface SessionUser {
  id: string;
  email: string;
}

export interface Context {
  db: Kysely<Database>;
  config: Config;
  req: Request;
  res: Response;
  /** Slot for the current session's user: null when signed out. */
  user: SessionUser | null;
}

export interface ContextDependencies {
  db: Kysely<Database>;
  config: Config;
  /** Resolves the user of the request's session, or null. */
  resolveUser: (req: Request, res: Response) => Promise<SessionUser | null>;
}

export function makeContextFactory(deps: ContextDependencies) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => ({
    db: deps.db,
    config: deps.config,
    req,
    res,
    user: await deps.resolveUser(req, res),
  });
}
