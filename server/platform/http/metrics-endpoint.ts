import { timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import type { Metrics } from "../metrics/metrics.js";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus scrape endpoint behind a bearer token (METRICS_TOKEN): the figures say how busy the site
 * is and how many logins fail, not for everyone. A wrong token gets the same 404 as no endpoint at all.
 */
export function metricsHandler(metrics: Metrics, token: string | undefined) {
  return async (req: Request, res: Response) => {
    const given = req.get("authorization")?.match(/^Bearer (.+)$/)?.[1];
    if (!token || !given || !sameSecret(given, token)) {
      res.status(404).json({ success: false, message: "Not found" });
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
