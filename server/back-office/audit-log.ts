import type { Kysely, Transaction } from "kysely";
import type { Database } from "../platform/db/schema.js";
import type { Actor } from "./actor.js";

/** Every back-office action the audit log knows (docs/0021-back-office.md). */
export type AuditAction =
  | "request.status"
  | "request.owner"
  | "request.note"
  | "request.reply"
  | "request.export"
  | "request.cv-download"
  | "booking.cancel"
  | "quote.pdf-download"
  | "user.role"
  | "user.disable"
  | "user.enable"
  | "user.password-reset"
  /** A staff member read a request's detail: who saw a visitor's personal data (GDPR art. 30). */
  | "request.view"
  /** A signed-in account was refused by a role check (403): probing the back-office leaves a trace. */
  | "access.denied";

export interface AuditEntry {
  action: AuditAction;
  target: string;
  detail?: string | null;
}

/**
 * Records one action, in the caller's transaction when it has one: the entry exists if and only if the
 * action committed. There is deliberately no update or delete beside it: the log is append-only.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  entry: AuditEntry,
  at: number,
): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      target: entry.target,
      detail: entry.detail ?? null,
      ip: actor.ip,
      at,
    })
    .execute();
}

export interface AuditLogPage {
  items: {
    id: number;
    actorEmail: string;
    action: string;
    target: string;
    detail: string | null;
    ip: string;
    at: number;
  }[];
  nextCursor: number | null;
}

/** Newest first, `limit` at a time; the cursor is the last id seen (ids only grow). */
export async function readAuditLog(
  db: Kysely<Database>,
  page: { cursor?: number | undefined; limit: number },
): Promise<AuditLogPage> {
  const rows = await db
    .selectFrom("auditLog")
    .select(["id", "actorEmail", "action", "target", "detail", "ip", "at"])
    .$if(page.cursor !== undefined, (query) => query.where("id", "<", page.cursor as number))
    .orderBy("id", "desc")
    .limit(page.limit + 1)
    .execute();
  const items = rows.slice(0, page.limit).map((row) => ({ ...row, id: Number(row.id), at: Number(row.at) }));
  return { items, nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null };
}
