import type { NextFunction, Request, Response } from "express";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { isApiPath, isTrpcPath } from "./api-paths.js";
import { trpcRefusal } from "./trpc-refusal.js";

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path whose percent-escapes do not decode is the client's error: 400, in the answer style of the door it
 * knocked at (tRPC's error shape, the REST JSON, plain text for pages). Refused at the app's entrance, before
 * any router decodes it: tRPC's adapter threw a URIError on `/trpc/auth.me/%ZZ` and answered 500.
 */
export function refuseBrokenEscapes(req: Request, res: Response, next: NextFunction) {
  if (decodes(req.path)) return next();
  if (isTrpcPath(req.path)) return trpcRefusal(res, 400, "BAD_REQUEST", messages.http.malformedPath);
  if (isApiPath(req.path)) return res.status(400).json({ success: false, message: messages.http.malformedPath });
  res.status(400).type("text/plain").send(messages.http.malformedPath);
}
