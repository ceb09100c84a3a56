import type { NextFunction, Request, RequestHandler, Response } from "express";
import { restContractEnglish } from "../../src/shared/messages/rest-contract-english.js";
import { answerRefusal, refusalOf } from "../platform/http/refusal.js";
import { serviceErrorOf } from "../trpc/caller-error.js";
import type { ContextDependencies } from "../trpc/context.js";
import { type AppCaller, inProcessCaller } from "../trpc/in-process-caller.js";

/** The few messages the REST contract documents in English; every other message as the site says it. */
export const inContractLanguage = (message: string) => restContractEnglish[message] ?? message;

/** The request's input as sent: the procedure checks it with its own schema. */
export type Unchecked = never;

export interface RestProcedure<Result> {
  /** Where the input is: the JSON body, the query string of a GET, or that plus the path's parameters. */
  source?: "body" | "query" | "path-and-query";
  /** The procedure, with the request's input. */
  call(trpc: AppCaller, input: Unchecked, req: Request): Promise<Result>;
  /** The documented answer for its result. */
  answer(result: Result, res: Response): void;
  /** A route of a signed-in account: a caller without a session is told this (401), as the contract words it. */
  signedOut?: string;
}

/**
 * The REST shim's routes over procedures (docs/0051-one-door-per-action.md): each names its procedure, called
 * on the "api" channel (tokens in the JSON, never a session cookie), and maps its result to the documented
 * JSON. An input the procedure refuses is a 400 with its first issue and field; a refusal of the service or
 * of the procedure's middleware is `{success:false, message, field?}` with its status; both in the
 * contract's language. Anything else goes to the error handler.
 */
export function restProcedures(deps: ContextDependencies) {
  const callerFor = inProcessCaller(deps, "api");
  return function restProcedure<Result>(route: RestProcedure<Result>): RequestHandler {
    return async (req: Request, res: Response, next: NextFunction) => {
      const source = route.source ?? "body";
      const raw = source === "body" ? req.body : source === "query" ? req.query : { ...req.query, ...req.params };
      try {
        const { trpc, signedIn } = await callerFor(req, res);
        if (route.signedOut !== undefined && !signedIn) {
          res.status(401).json({ success: false, message: inContractLanguage(route.signedOut) });
          return;
        }
        route.answer(await route.call(trpc, (raw ?? {}) as Unchecked, req), res);
      } catch (error) {
        const thrown = serviceErrorOf(error);
        const refusal = refusalOf(thrown);
        if (!refusal) return next(thrown);
        answerRefusal(res, refusal).json({
          success: false,
          message: inContractLanguage(refusal.message),
          ...(refusal.field ? { field: refusal.field } : {}),
        });
      }
    };
  };
}
