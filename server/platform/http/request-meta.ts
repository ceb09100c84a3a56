import type { Request } from "express";
import type { RequestMeta } from "../request-meta.js";
import { readDeviceCookie } from "./device-cookie.js";

/** The client as the auth service sees it; `req.ip` honours only the proxies "trust proxy" names. */
export function requestMeta(req: Request): RequestMeta {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    userAgent: req.get("user-agent")?.slice(0, 512) ?? null,
    deviceToken: readDeviceCookie(req),
  };
}
