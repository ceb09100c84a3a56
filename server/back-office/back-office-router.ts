import { z } from "zod";
import {
  accountInput,
  assignInput,
  auditLogInput,
  cancelCallInput,
  inboxInput,
  noteInput,
  quotesInput,
  reference,
  replyInput,
  roleInput,
  statusInput,
  usersInput,
} from "../../src/back-office/shared/back-office-schemas.js";
import { requestMeta } from "../platform/http/request-meta.js";
import { searchMisses } from "../search/index.js";
import type { Context } from "../trpc/context.js";
import { adminProcedure, router, staffProcedure } from "../trpc/trpc.js";
import { actorOf } from "./actor.js";

const actor = (ctx: Context & { caller: NonNullable<Context["caller"]> }) =>
  actorOf(ctx.caller, requestMeta(ctx.req).ip);
const done = { success: true as const };
const SEARCH_MISSES_SHOWN = 100;

/**
 * The back-office (docs/0021-back-office.md). Every procedure here is staff- or admin-only; the table in
 * server/back-office/tests/authorisation.test.ts lists each one, so a new one without a rule fails it.
 */
export const adminRouter = router({
  inbox: staffProcedure.input(inboxInput).query(({ ctx, input }) => ctx.backOffice.inbox(input, actor(ctx))),
  request: staffProcedure
    .input(z.object({ reference }))
    .query(({ ctx, input }) => ctx.backOffice.request(actor(ctx), input.reference)),
  team: staffProcedure.query(({ ctx }) => ctx.backOffice.team()),
  newCount: staffProcedure.query(({ ctx }) => ctx.backOffice.newCount()),
  /** What visitors searched for and did not find (docs/0020): for whoever writes the content. */
  searchMisses: staffProcedure.query(({ ctx }) => searchMisses(ctx.db).top(SEARCH_MISSES_SHOWN)),
  setStatus: staffProcedure.input(statusInput).mutation(async ({ ctx, input }) => {
    await ctx.backOffice.setStatus(actor(ctx), input);
    return done;
  }),
  assign: staffProcedure.input(assignInput).mutation(async ({ ctx, input }) => {
    await ctx.backOffice.assign(actor(ctx), input);
    return done;
  }),
  addNote: staffProcedure.input(noteInput).mutation(async ({ ctx, input }) => {
    await ctx.backOffice.addNote(actor(ctx), input);
    return done;
  }),
  reply: staffProcedure.input(replyInput).mutation(async ({ ctx, input }) => {
    await ctx.backOffice.reply(actor(ctx), input);
    return done;
  }),
  /** The booked discovery calls of the coming two weeks, and their cancellation by the team. */
  calendar: staffProcedure.query(({ ctx }) => ctx.backOffice.calendar()),
  cancelCall: staffProcedure.input(cancelCallInput).mutation(async ({ ctx, input }) => {
    await ctx.backOffice.cancelCall(actor(ctx), input);
    return done;
  }),
  /** Every client's quotes, newest first; their PDFs are a download (server/back-office/download-routes.ts). */
  quotes: staffProcedure.input(quotesInput).query(({ ctx, input }) => ctx.backOffice.quotes(input)),
  users: adminProcedure.input(usersInput).query(({ ctx, input }) => ctx.backOffice.users(input)),
  disable: adminProcedure.input(accountInput).mutation(async ({ ctx, input }) => {
    await ctx.backOffice.disable(actor(ctx), input);
    return done;
  }),
  enable: adminProcedure.input(accountInput).mutation(async ({ ctx, input }) => {
    await ctx.backOffice.enable(actor(ctx), input);
    return done;
  }),
  sendPasswordReset: adminProcedure.input(accountInput).mutation(async ({ ctx, input }) => {
    await ctx.backOffice.sendPasswordReset(actor(ctx), input);
    return done;
  }),
  auditLog: adminProcedure.input(auditLogInput).query(({ ctx, input }) => ctx.backOffice.auditLog(input)),
  setRole: adminProcedure.input(roleInput).mutation(({ ctx, input }) => ctx.backOffice.changeRole(actor(ctx), input)),
});
