import type { Request, Response } from "express";
import { type Channel, type ContextDependencies, makeContextFactory } from "./context.js";
import { appRouter } from "./root.js";

/** The procedures as a door of this server calls them: the same middleware, input checks and answers as `/trpc`. */
export type AppCaller = ReturnType<typeof appRouter.createCaller>;

/**
 * The adapters' way in (docs/0051-one-door-per-action.md): a context for this exchange, built like the tRPC
 * endpoint's with the door's channel, and the procedures over it. `signedIn` lets a form of the account
 * send a visitor without a session to the login screen rather than show them a refusal.
 */
export function inProcessCaller(deps: ContextDependencies, channel: Channel) {
  const createContext = makeContextFactory(deps, channel, true);
  return async (req: Request, res: Response) => {
    const ctx = await createContext({ req, res });
    return { trpc: appRouter.createCaller(ctx), signedIn: ctx.caller !== null };
  };
}

/**
 * The procedures as the browser would call them, for a page rendered on the server: their answers travel with
 * the page (PageData `queries`), so React starts with them and the HTML needs no JavaScript.
 */
export function pageCaller(deps: ContextDependencies) {
  const callerFor = inProcessCaller(deps, "browser");
  return async (req: Request, res: Response) => (await callerFor(req, res)).trpc;
}
