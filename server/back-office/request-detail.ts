import type { Kysely } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import { toParisIso } from "../../src/shared/paris-time.js";
import type { Database, RequestEventKind } from "../platform/db/schema.js";
import { ServiceError } from "../platform/service-error.js";
import { contentTitles } from "./content-titles.js";

export interface RequestEvent {
  kind: RequestEventKind;
  actorName: string;
  body: string;
  createdAt: number;
}

/** The row a reference names, or a clear refusal. */
export async function requestByReference(db: Kysely<Database>, reference: string) {
  const row = await db.selectFrom("visitorRequest").selectAll().where("reference", "=", reference).executeTakeFirst();
  if (!row) throw new ServiceError("bad-request", messages.backOffice.requestNotFound, { field: "reference" });
  return row;
}

/** Everything the visitor sent (what it refers to by title), the booking or CV beside it, the owner and the history, oldest step first. */
export async function requestDetail(db: Kysely<Database>, reference: string) {
  const row = await requestByReference(db, reference);
  const [booking, cv, owner, events] = await Promise.all([
    db.selectFrom("booking").selectAll().where("requestId", "=", row.id).executeTakeFirst(),
    db
      .selectFrom("applicationFile")
      .select(["fileName", "mediaType", "sizeBytes"])
      .where("requestId", "=", row.id)
      .executeTakeFirst(),
    row.ownerId
      ? db.selectFrom("user").select(["id", "firstName", "lastName"]).where("id", "=", row.ownerId).executeTakeFirst()
      : undefined,
    db
      .selectFrom("requestEvent")
      .select(["kind", "actorName", "body", "createdAt"])
      .where("requestId", "=", row.id)
      .orderBy("createdAt")
      .execute(),
  ]);
  return {
    ...row,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    consentAt: Number(row.consentAt),
    titles: contentTitles(row),
    owner: owner ? { id: owner.id, name: [owner.firstName, owner.lastName].filter(Boolean).join(" ") } : null,
    booking: booking
      ? {
          start: toParisIso(Number(booking.startsAt)),
          end: toParisIso(Number(booking.endsAt)),
          cancelled: booking.cancelledAt !== null,
        }
      : null,
    cv: cv ? { fileName: cv.fileName, mediaType: cv.mediaType, sizeBytes: Number(cv.sizeBytes) } : null,
    events: events.map((event): RequestEvent => ({ ...event, createdAt: Number(event.createdAt) })),
  };
}

export type RequestDetail = Awaited<ReturnType<typeof requestDetail>>;
