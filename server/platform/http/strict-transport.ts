import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Config } from "../config/config.js";
import type { HeaderList } from "./security-headers.js";

/** Express's compiled `trust proxy` setting (`app.get("trust proxy fn")`): may this hop set X-Forwarded-*? */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

const HSTS: HeaderList = [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]];

/** The request's scheme as Express's `req.protocol` reads it: X-Forwarded-Proto only from a trusted proxy. */
function overHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  const own = (req.socket as TLSSocket).encrypted ? "https" : "http";
  if (!trust(req.socket.remoteAddress, 0)) return own === "https";
  const forwarded = req.headers["x-forwarded-proto"];
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || own;
  return header.split(",")[0]?.trim() === "https";
}

/**
 * HSTS in production over HTTPS only: a host must not send it over plain HTTP (RFC 6797 §7.2), where an
 * attacker could as well strip or forge it. Behind TLS-terminating proxies (TRUST_PROXY), their
 * X-Forwarded-Proto says how the visitor came. Used by the app and by the prerendered fast path.
 */
export function strictTransportHeaders(config: Pick<Config, "isProduction">, trust: TrustProxy) {
  return (req: IncomingMessage): HeaderList => (config.isProduction && overHttps(req, trust) ? HSTS : []);
}
