import type { Request, Response } from "express";

/**
 * Liveness: the process answers. It never touches the database: a database that is busy or gone is
 * readiness's business (/readyz), and restarting a process that waits on a lock held elsewhere only
 * loses its other requests (an outside lock once made this answer take 14 s).
 */
export function healthHandler(_req: Request, res: Response) {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
}
