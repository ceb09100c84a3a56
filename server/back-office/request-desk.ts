import type { Kysely, Transaction } from "kysely";
import { hasRole } from "../../src/back-office/shared/roles.js";
import { type RequestStatus, requestStatusLabels } from "../../src/requests/shared/request-types.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Database, RequestEventKind } from "../platform/db/schema.js";
import { ServiceError } from "../platform/service-error.js";
import { generateId } from "../platform/tokens.js";
import type { Actor } from "./actor.js";
import { type AuditAction, recordAudit } from "./audit-log.js";
import { requestByReference } from "./request-detail.js";

type Row = Awaited<ReturnType<typeof requestByReference>>;

/**
 * One step on a request, in one transaction: the change, its line in the request's history and its
 * entry in the audit log exist together or not at all.
 */
export async function recordStep(
  db: Kysely<Database>,
  actor: Actor,
  step: {
    reference: string;
    kind: RequestEventKind;
    action: AuditAction;
    body: string;
    change?: (trx: Transaction<Database>, row: Row) => Promise<void>;
  },
  now: number,
): Promise<void> {
  const row = await requestByReference(db, step.reference);
  await db.transaction().execute(async (trx) => {
    await step.change?.(trx, row);
    await trx.updateTable("visitorRequest").set({ updatedAt: now }).where("id", "=", row.id).execute();
    await trx
      .insertInto("requestEvent")
      .values({
        id: generateId(),
        requestId: row.id,
        actorId: actor.id === "cli" ? null : actor.id,
        actorName: actor.name,
        kind: step.kind,
        body: step.body,
        createdAt: now,
      })
      .execute();
    await recordAudit(trx, actor, { action: step.action, target: row.reference, detail: step.body }, now);
  });
}

/** The team members a request can be given to (staff and admins), by name. */
export async function teamMembers(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("user")
    .select(["id", "firstName", "lastName", "email", "role"])
    .where("role", "in", ["staff", "admin"])
    .where("disabledAt", "is", null)
    .orderBy("firstName")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(" "),
    email: row.email,
  }));
}

export function createRequestDesk(db: Kysely<Database>, now: () => number) {
  return {
    setStatus: (actor: Actor, input: { reference: string; status: RequestStatus }) =>
      recordStep(
        db,
        actor,
        {
          reference: input.reference,
          kind: "status",
          action: "request.status",
          body: requestStatusLabels[input.status],
          change: async (trx, row) => {
            await trx.updateTable("visitorRequest").set({ status: input.status }).where("id", "=", row.id).execute();
          },
        },
        now(),
      ),

    async assign(actor: Actor, input: { reference: string; ownerId: string | null }) {
      const owner = input.ownerId
        ? await db.selectFrom("user").selectAll().where("id", "=", input.ownerId).executeTakeFirst()
        : null;
      if (owner !== null && (!owner || !hasRole(owner.role, "staff") || owner.disabledAt !== null)) {
        throw new ServiceError("bad-request", messages.backOffice.ownerNotStaff, { field: "ownerId" });
      }
      await recordStep(
        db,
        actor,
        {
          reference: input.reference,
          kind: "owner",
          action: "request.owner",
          body: owner ? [owner.firstName, owner.lastName].filter(Boolean).join(" ") : "Personne",
          change: async (trx, row) => {
            await trx
              .updateTable("visitorRequest")
              .set({ ownerId: owner?.id ?? null })
              .where("id", "=", row.id)
              .execute();
          },
        },
        now(),
      );
    },

    addNote: (actor: Actor, input: { reference: string; text: string }) =>
      recordStep(
        db,
        actor,
        { reference: input.reference, kind: "note", action: "request.note", body: input.text },
        now(),
      ),
  };
}
