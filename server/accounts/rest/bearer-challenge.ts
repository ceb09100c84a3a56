import type { RequestHandler } from "express";

/**
 * Every 401 of the `/auth/*` contract says how to authenticate (RFC 9110 §11.6.1): `WWW-Authenticate: Bearer`
 * with the realm, and `error="invalid_token"` when a Bearer token was sent and refused (RFC 6750 §3.1); a
 * request that sent none gets no error code (§3.1: the client did not know to authenticate). Set as the
 * answer's head is written, so every route, the refusals of the service and the error handler's are covered.
 */
export function bearerChallenge(realm: string): RequestHandler {
  const quoted = realm.replace(/["\\]/g, "");
  return (req, res, next) => {
    const sentToken = /^Bearer\s/i.test(req.headers.authorization ?? "");
    const challenge = `Bearer realm="${quoted}"${sentToken ? ', error="invalid_token"' : ""}`;
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if ((typeof args[0] === "number" ? args[0] : this.statusCode) === 401 && !this.headersSent) {
        this.setHeader("WWW-Authenticate", challenge);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
