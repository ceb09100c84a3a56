import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { firstIssue } from "../platform/http/first-issue.js";
import { answerRefusal, refusalOf } from "../platform/http/refusal.js";
import { inContractLanguage } from "./rest-procedure.js";

/**
 * One REST call: validates the JSON body (or query) with the shared schema (400 with the first issue),
 * runs the handler, and turns the service's refusals into `{success:false, message, field?}` with their status.
 */
export function restHandler<Schema extends z.ZodType>(
  schema: Schema,
  handle: (input: z.infer<Schema>, req: Request, res: Response) => Promise<void>,
  /** Where the input is: the JSON body, the query string of a GET, or that plus the path's parameters. */
  source: "body" | "query" | "path-and-query" = "body",
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const raw = source === "body" ? req.body : source === "query" ? req.query : { ...req.query, ...req.params };
    const parsed = schema.safeParse(raw ?? {});
    if (!parsed.success) {
      const { message, field } = firstIssue(parsed.error);
      res.status(400).json({ success: false, message: inContractLanguage(message), field });
      return;
    }
    try {
      await handle(parsed.data, req, res);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) return next(error);
      answerRefusal(res, refusal).json({
        success: false,
        message: inContractLanguage(refusal.message),
        ...(refusal.field ? { field: refusal.field } : {}),
      });
    }
  };
}
