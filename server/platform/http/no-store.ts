import type { NextFunction, Request, Response } from "express";

/** Answers about accounts are personal: no browser or proxy may keep them. */
export function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Cache-Control", "no-store");
  next();
}
