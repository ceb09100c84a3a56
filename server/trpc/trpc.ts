import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { hasRole, type Role } from "../../src/back-office/shared/roles.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { actorOf } from "../back-office/actor.js";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "../platform/db/database-busy.js";
import { firstIssue } from "../platform/http/first-issue.js";
import { isForeignStateChange } from "../platform/http/origin-check.js";
import { requestMeta } from "../platform/http/request-meta.js";
import { currentRequestId } from "../platform/logging/request-context.js";
import { ServiceError, trpcCodeOf } from "../platform/service-error.js";
import type { Context } from "./context.js";

const t = initTRPC.context<Context>().create({
  // Clients get the message and code, never a stack trace.
  // Validation failures carry the first issue's message (the exact wording the forms show) and field.
  // A service's refusal may name its field too (an unknown client key, a taken slot).
  errorFormatter: ({ shape, error }) => {
    const issue = error.cause instanceof ZodError ? firstIssue(error.cause) : null;
    const serviceField = error.cause instanceof ServiceError ? error.cause.field : undefined;
    const data = {
      code: shape.data.code,
      httpStatus: shape.data.httpStatus,
      field: issue?.field ?? serviceField ?? null,
    };
    if (error.code === "INTERNAL_SERVER_ERROR") {
      // The cause's message stays in the log; the user gets the reference that finds it there.
      const reference = currentRequestId() ?? "";
      return { ...shape, message: messages.http.internalError(reference), data: { ...data, reference } };
    }
    return { ...shape, message: issue?.message ?? shape.message, data };
  },
});

/**
 * Every procedure: mutations from another site are refused (CSRF), the calls of a batch take turns
 * with other requests, the services' refusals become
 * tRPC errors with the same message (plus Retry-After when rate-limited), a busy database a 503.
 */
const guarded = t.procedure.use(async ({ ctx, type, next }) => {
  if (type === "mutation" && isForeignStateChange(ctx.req, ctx.config)) {
    throw new TRPCError({ code: "FORBIDDEN", message: messages.http.crossOriginRefused });
  }
  await ctx.nextTurn();
  const result = await next();
  if (!result.ok && isDatabaseBusy(result.error.cause)) {
    ctx.res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    // The cause travels on for the in-process doors, whose error handler answers a busy database itself.
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: messages.http.databaseBusy,
      cause: result.error.cause,
    });
  }
  if (!result.ok && result.error.cause instanceof ServiceError) {
    const cause = result.error.cause;
    if (cause.retryAfterSeconds !== undefined) ctx.res.setHeader("Retry-After", String(cause.retryAfterSeconds));
    throw new TRPCError({ code: trpcCodeOf[cause.kind], message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = guarded;

/** A procedure of the REST shim's API clients only (docs/0051-one-door-per-action.md): unknown to the browser's `/trpc`. */
export const apiProcedure = guarded.use(({ ctx, path, next }) => {
  if (ctx.channel !== "api")
    throw new TRPCError({ code: "NOT_FOUND", message: `No procedure found on path "${path}"` });
  return next();
});

/**
 * A procedure of this server's own doors, the REST shim and the pages rendered on the server (docs/0051), that
 * the browser's `/trpc` does not offer: what a mailed link's page shows and does, which no screen of the
 * site calls.
 */
export const serverProcedure = guarded.use(({ ctx, path, next }) => {
  if (!ctx.inProcess) throw new TRPCError({ code: "NOT_FOUND", message: `No procedure found on path "${path}"` });
  return next();
});

/** A procedure that needs a signed-in user; `ctx.caller` is non-null inside it. */
export const protectedProcedure = guarded.use(({ ctx, next }) => {
  if (!ctx.caller) throw new TRPCError({ code: "UNAUTHORIZED", message: messages.accounts.authenticationFailed });
  return next({ ctx: { ...ctx, caller: ctx.caller } });
});

/**
 * A signed-in caller whose stored role reaches `needed`: everyone else is refused before the resolver runs,
 * and the refusal goes to the audit log (docs/0021-back-office.md).
 */
function roleProcedure(needed: Role, message: string) {
  return protectedProcedure.use(async ({ ctx, path, next }) => {
    if (!hasRole(ctx.caller.user.role, needed)) {
      await ctx.backOffice.recordDenial(actorOf(ctx.caller, requestMeta(ctx.req).ip), path, needed);
      throw new TRPCError({ code: "FORBIDDEN", message });
    }
    return next();
  });
}

/** The back-office's inbox, requests and downloads (docs/0021-back-office.md). */
export const staffProcedure = roleProcedure("staff", messages.backOffice.staffOnly);
/** Accounts, roles and the audit log. */
export const adminProcedure = roleProcedure("admin", messages.backOffice.adminOnly);
