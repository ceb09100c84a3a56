import type { NextFunction, Request, Response } from "express";
import { isAdminPath } from "../../src/back-office/shared/admin-paths.js";
import { sendPage } from "../platform/http/page-handler.js";
import type { RenderPage } from "../platform/pages/page-renderer.js";

/**
 * Every /admin/... address, ids included, gets the app shell rendered now (never prerendered, never the
 * not-found page): the back-office chunk routes inside it and fetches its data as the signed-in user.
 * The shell holds no data, so it is the same for everyone; robots are told to stay away.
 */
export function adminShell(render: RenderPage) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isAdminPath(req.path)) return next();
    try {
      const index = req.originalUrl.indexOf("?");
      const doc = await render(req.path, index === -1 ? "" : req.originalUrl.slice(index));
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      sendPage(req, res, 200, doc, "no-store");
    } catch (error) {
      next(error);
    }
  };
}
