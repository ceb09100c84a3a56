import type { Request, RequestHandler, Response } from "express";
import { messages } from "../../../src/shared/messages/catalogue.js";

/**
 * The last handler, for a method no handler took on a page path (the API mounts have their own,
 * api-fallback.ts): 405 with Allow and a short French text, where Express would send its own HTML page
 * ("Cannot TRACE /"). Every path answers GET and HEAD (a page, a redirect or the not-found page); the
 * pages holding a form without JavaScript (docs/0013) take POST as well.
 */
export function pageMethods(formPagePaths: ReadonlySet<string>): RequestHandler {
  return (req: Request, res: Response) => {
    const allowed = formPagePaths.has(req.path) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
    res.setHeader("Allow", allowed.join(", "));
    res.status(405).type("text/plain").send(messages.http.pageMethodNotAllowed(req.method, allowed));
  };
}
