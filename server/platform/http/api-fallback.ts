import type { Request, RequestHandler, Response, Router } from "express";
import { messages } from "../../../src/shared/messages/catalogue.js";

/** What Express's router keeps of each route (its public types leave these out). */
interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): unknown;
}

/** The methods the routers answer on this path, upper-case (HEAD with GET, as Express serves it). */
function allowedMethods(routers: Router[], path: string): string[] {
  const methods = new Set<string>();
  for (const router of routers) {
    for (const layer of router.stack as unknown as RouteLayer[]) {
      if (!layer.route || !layer.match(path)) continue;
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (!enabled || method === "_all") continue;
        methods.add(method.toUpperCase());
        if (method === "get") methods.add("HEAD");
      }
    }
  }
  return [...methods].sort();
}

/**
 * Last handler of an API mount: an API client gets the JSON error shape, never the site's HTML page:
 * 405 with Allow for a known path called with another method, 404 for an unknown path.
 */
export function apiFallback(...routers: Router[]): RequestHandler {
  return (req: Request, res: Response) => {
    const allowed = allowedMethods(routers, req.path);
    if (allowed.length > 0) {
      res.setHeader("Allow", allowed.join(", "));
      res.status(405).json({ success: false, message: messages.http.methodNotAllowed(req.method, allowed) });
      return;
    }
    res.status(404).json({ success: false, message: messages.http.apiNotFound });
  };
}
