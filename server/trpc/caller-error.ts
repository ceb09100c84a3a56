import { type TRPC_ERROR_CODE_KEY, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { isDatabaseBusy } from "../platform/db/database-busy.js";
import { firstIssue } from "../platform/http/first-issue.js";
import { ServiceError, type ServiceErrorKind, trpcCodeOf } from "../platform/service-error.js";

const kindOf = Object.fromEntries(
  Object.entries(trpcCodeOf).map(([kind, code]) => [code, kind as ServiceErrorKind]),
) as Partial<Record<TRPC_ERROR_CODE_KEY, ServiceErrorKind>>;

/**
 * What a procedure called in-process threw, as the doors over it (forms, REST) already answer it: the
 * service's refusal itself; an input the procedure refused, or a refusal of its middleware (no session, a
 * role), as a refusal with the same message; an unexpected error or a busy database as thrown, for the
 * error handler's 500 or 503 (docs/0051-one-door-per-action.md).
 */
export function serviceErrorOf(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  const { cause } = error;
  if (cause instanceof ServiceError) return cause;
  if (cause instanceof ZodError) {
    const { message, field } = firstIssue(cause);
    return new ServiceError("bad-request", message, field ? { field } : {});
  }
  if (error.code === "INTERNAL_SERVER_ERROR" || isDatabaseBusy(cause)) return cause ?? error;
  const kind = kindOf[error.code];
  return kind ? new ServiceError(kind, error.message) : error;
}

/** Calls a procedure, throwing what it refused as `serviceErrorOf` says. */
export async function callProcedure<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    throw serviceErrorOf(error);
  }
}
