import type { Kysely } from "kysely";
import type { InboxFilters } from "../../src/back-office/shared/back-office-schemas.js";
import type { Role } from "../../src/back-office/shared/roles.js";
import { createCalendar } from "../booking/index.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import type { FileStore } from "../platform/files/file-store.js";
import { createQuoteDesk } from "../quotes/index.js";
import { createAccountsDesk } from "./accounts.js";
import type { Actor } from "./actor.js";
import { readAuditLog, recordAudit } from "./audit-log.js";
import { createExports } from "./exports.js";
import { inboxPage } from "./inbox.js";
import { createRequestDesk, teamMembers } from "./request-desk.js";
import { requestDetail } from "./request-detail.js";
import { createRequestReply } from "./request-reply.js";
import { changeRole } from "./role-change.js";

export interface BackOfficeDependencies {
  db: Kysely<Database>;
  config: Config;
  /** Where CVs and quotes' PDFs are read from. */
  files: FileStore;
  /** Called after a mail is queued, to wake the outbox worker. */
  mailQueued: () => void;
  now?: () => number;
}

/**
 * The team's back-office (docs/0021-back-office.md). Like the other services it knows nothing of HTTP,
 * nor of roles: the procedures that call it decide who may (server/trpc/trpc.ts).
 */
export function createBackOffice(deps: BackOfficeDependencies) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  return {
    inbox: (input: InboxFilters & { cursor?: string | undefined; limit: number }, actor: Actor) =>
      inboxPage(db, input, actor.id),
    /** A request's detail; reading it is recorded, like every use of a visitor's personal data. */
    async request(actor: Actor, reference: string) {
      const detail = await requestDetail(db, reference);
      await recordAudit(db, actor, { action: "request.view", target: detail.reference }, now());
      return detail;
    },
    /** A signed-in account refused by a role check: what it tried (a procedure, a download) and the role it lacked. */
    recordDenial: (actor: Actor, attempted: string, needed: Role) =>
      recordAudit(db, actor, { action: "access.denied", target: attempted, detail: `rôle requis : ${needed}` }, now()),
    team: () => teamMembers(db),
    /** How many requests nobody has looked at yet: the badge of the back-office's navigation. */
    async newCount() {
      const row = await db
        .selectFrom("visitorRequest")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("status", "=", "new")
        .executeTakeFirstOrThrow();
      return { count: Number(row.count) };
    },
    ...createRequestDesk(db, now),
    ...createRequestReply({ db, config: deps.config, mailQueued: deps.mailQueued, now }),
    ...createCalendar({ db, config: deps.config, mailQueued: deps.mailQueued, now }),
    ...createAccountsDesk({ db, config: deps.config, mailQueued: deps.mailQueued, now }),
    ...createExports(db, deps.files, now),
    ...createQuoteDesk(db, deps.files, now),
    auditLog: (page: { cursor?: number | undefined; limit: number }) => readAuditLog(db, page),
    changeRole: (actor: Actor, input: { email: string; role: Role }) => changeRole(db, actor, input, now()),
  };
}

export type BackOffice = ReturnType<typeof createBackOffice>;
