import { initTRPC, TRPCError } from "@trpc/server";
import type { Context } from "./context.js";

const t = initTRPC.context<Context>().create({
  // Clients get the message and code, never a stack trace.
  errorFormatter: ({ shape }) => ({ ...shape, data: { code: shape.data.code, httpStatus: shape.data.httpStatus } }),
});

export const router = t.router;
export const publicProcedure = t.procedure;

/** A procedure that needs a signed-in user; `ctx.user` is non-null inside it. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication failed" });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
