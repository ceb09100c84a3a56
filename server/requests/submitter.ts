import type { Request } from "express";
import type { Caller } from "../accounts/index.js";
import type { Config } from "../platform/config/config.js";
import { requestMeta } from "../platform/http/request-meta.js";
import type { Submitter } from "./requests-context.js";

/** The path of a Referer on this site (the page a form was sent from), or null. */
export function sameSitePath(referer: string | undefined, config: Config): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === config.appUrl ? url.pathname.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/** Who sends a request, for the requests service: the client, the signed-in account, the page. */
export function submitterOf(req: Request, caller: Caller | null, config: Config): Submitter {
  return {
    meta: requestMeta(req),
    account: caller ? { id: caller.user.id, email: caller.user.email } : null,
    refererPath: sameSitePath(req.get("referer"), config),
  };
}
