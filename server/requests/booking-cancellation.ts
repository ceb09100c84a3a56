import type { Transaction } from "kysely";
import type { Config } from "../config/config.js";
import type { Database } from "../db/schema.js";
import { enqueueMail } from "../mail/outbox.js";
import { bookingInvitation } from "./booking-invitation.js";
import { bookingCancelledByTeamMail, bookingCancelledMail } from "./request-mails.js";

/** A booked call as its cancellation needs it. */
export interface CallToCancel {
  requestId: string;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  userId: string | null;
  startsAt: number;
  endsAt: number;
}

/** Who cancels: the visitor with the mailed link (its token's hash), or the team from the back-office. */
export type Cancellation = { by: "visitor"; tokenHash: string } | { by: "team"; message: string | null };

/** Stable across the invitation and its cancellation, so calendars match them. */
export const invitationUid = (requestId: string, config: Config) => `${requestId}@${new URL(config.appUrl).hostname}`;

/**
 * Marks the booking cancelled and frees its slot, in the caller's transaction. The update is the
 * single-use check: of two simultaneous cancels one claims the row; false for the other (or for a link
 * whose token does not match any more).
 */
export async function releaseCall(
  trx: Transaction<Database>,
  requestId: string,
  now: number,
  tokenHash?: string,
): Promise<boolean> {
  const claimed = await trx
    .updateTable("booking")
    .set({ cancelTokenHash: null, cancelledAt: now })
    .where("requestId", "=", requestId)
    .where("cancelledAt", "is", null)
    .$if(tokenHash !== undefined, (query) => query.where("cancelTokenHash", "=", tokenHash as string))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom("bookedSlot").where("requestId", "=", requestId).execute();
  return true;
}

/**
 * Cancels a booked call, whoever asks (docs/0016, docs/0030): frees the slot, archives the request and
 * mails the visitor the .ics CANCEL that removes the event from their calendar. When the visitor
 * cancelled, the team is told too; when the team did, the visitor's mail says so, with its message,
 * Reply-To the team. False when the booking was already cancelled (nothing changed).
 */
export async function cancelCall(
  trx: Transaction<Database>,
  config: Config,
  call: CallToCancel,
  cancellation: Cancellation,
  now: number,
): Promise<boolean> {
  const tokenHash = cancellation.by === "visitor" ? cancellation.tokenHash : undefined;
  if (!(await releaseCall(trx, call.requestId, now, tokenHash))) return false;
  await trx
    .updateTable("visitorRequest")
    .set({ status: "archived", updatedAt: now })
    .where("id", "=", call.requestId)
    .execute();
  const ics = bookingInvitation(
    {
      uid: invitationUid(call.requestId, config),
      reference: call.reference,
      start: call.startsAt,
      end: call.endsAt,
      organizerEmail: config.leadsEmail,
      attendee: { name: `${call.firstName} ${call.lastName}`, email: call.email },
    },
    { cancelled: true },
  );
  const facts = { ...call, start: call.startsAt };
  await enqueueMail(
    trx,
    cancellation.by === "visitor"
      ? {
          userId: call.userId,
          to: call.email,
          kind: "booking-cancelled",
          content: bookingCancelledMail(facts, "visitor", config),
          attachments: [ics],
        }
      : {
          userId: call.userId,
          to: call.email,
          kind: "booking-cancelled",
          replyTo: config.leadsEmail,
          content: bookingCancelledByTeamMail(facts, cancellation.message, config),
          attachments: [ics],
        },
    now,
  );
  if (cancellation.by === "visitor") {
    await enqueueMail(
      trx,
      {
        userId: null,
        to: config.leadsEmail,
        kind: "booking-cancelled",
        replyTo: call.email,
        content: bookingCancelledMail(facts, "team", config),
        attachments: [ics],
      },
      now,
    );
  }
  return true;
}
