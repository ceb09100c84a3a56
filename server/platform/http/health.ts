import type { Request, Response } from "express";

/** Where liveness is asked. */
export const HEALTH_PATH = "/healthz";

/** Liveness's one answer, for the fast path to send without Express: its body and its own headers. */
export const healthAnswer = (() => {
  const body = Buffer.from(JSON.stringify({ status: "ok" }));
  const headers = ["Cache-Control", "no-store", "Content-Type", "application/json; charset=utf-8"];
  // Vary as the app's compression says it of every JSON answer, so both paths answer alike.
  return { body, headers: [...headers, "Content-Length", String(body.length), "Vary", "Accept-Encoding"] };
})();

/**
 * Liveness: the process answers. It never touches the database: a database that is busy or gone is
 * readiness's business (/readyz), and restarting a process that waits on a lock held elsewhere only
 * loses its other requests (an outside lock once made this answer take 14 s). With the build's pages the
 * fast path answers it before Express (prerendered-fast-path.ts); this handler answers the others.
 */
export function healthHandler(req: Request, res: Response) {
  const { headers, body } = healthAnswer;
  for (let index = 0; index < headers.length; index += 2)
    res.setHeader(headers[index] as string, headers[index + 1] as string);
  res.end(req.method === "HEAD" ? undefined : body);
}
