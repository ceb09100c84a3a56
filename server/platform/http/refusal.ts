import type { Response } from "express";
import { httpStatusOf, ServiceError } from "../service-error.js";

/** A service's refusal as HTTP sees it: the status, the message for the visitor, its field, when to retry. */
export interface Refusal {
  status: number;
  message: string;
  field?: string;
  retryAfterSeconds?: number;
}

/**
 * The refusals services throw, whatever door the request came in by (REST, HTML forms); null for an
 * unexpected error, which stays a 500.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ServiceError)) return null;
  return {
    status: httpStatusOf[error.kind],
    message: error.message,
    ...(error.field ? { field: error.field } : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  };
}

/** Sets the status of a refusal, and `Retry-After` when it has a wait. */
export function answerRefusal(res: Response, refusal: Refusal): Response {
  if (refusal.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(refusal.retryAfterSeconds));
  return res.status(refusal.status);
}
