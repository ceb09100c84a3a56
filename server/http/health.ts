import type { Request, Response } from "express";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** Liveness that proves the database answers, not just that the process runs. */
export function healthHandler(db: Kysely<Database>) {
  return async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(db);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  };
}
