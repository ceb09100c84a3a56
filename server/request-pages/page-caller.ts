import type { Request, Response } from "express";
import { type ContextDependencies, makeContextFactory } from "../trpc/context.js";
import { appRouter } from "../trpc/root.js";

/**
 * The tRPC procedures as the browser would call them, for a page rendered on the server: their answers
 * travel with the page (PageData `queries`), so React starts with them and the HTML needs no JavaScript.
 */
export function pageCaller(deps: ContextDependencies) {
  const createContext = makeContextFactory(deps);
  return async (req: Request, res: Response) => appRouter.createCaller(await createContext({ req, res }));
}
