import type { Transaction } from "kysely";
import type { Locale } from "../../src/shared/site-locale.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { teamSender } from "../platform/mail/team-sender.js";
import { bookingCancelledByTeamMail, bookingCancelledMail, teamBookingCancelledMail } from "../requests/index.js";
import { bookingInvitation, type InvitationDetails } from "./booking-invitation.js";
import { teamCopyOfCancellationMail } from "./booking-team-mails.js";

/** A booked call as its cancellation needs it. */
export interface CallToCancel {
  requestId: string;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  userId: string | null;
  startsAt: number;
  endsAt: number;
  /** The language the visitor booked in: their mail and their calendar's CANCEL are written in it. */
  locale: Locale;
}

/** Who cancels: the visitor with the mailed link (its token's hash), or the team from the back-office. */
export type Cancellation = { by: "visitor"; tokenHash: string } | { by: "team"; message: string | null };

/** Stable across the invitation and its cancellation, so calendars match them. */
export const invitationUid = (requestId: string, config: Config) => `${requestId}@${new URL(config.appUrl).hostname}`;

/** The facts every .ics about a call repeats: the same UID, organiser and attendee each time. */
export function invitationDetails(
  config: Config,
  call: Omit<CallToCancel, "userId" | "locale">,
  sequence: number,
): InvitationDetails {
  const { name, email } = teamSender(config);
  return {
    uid: invitationUid(call.requestId, config),
    sequence,
    reference: call.reference,
    start: call.startsAt,
    end: call.endsAt,
    organizer: { name, email },
    visitor: { name: `${call.firstName} ${call.lastName}`, email: call.email, phone: call.phone },
  };
}

/**
 * Marks the booking cancelled, frees its slot and numbers the CANCEL one above the invitation calendars
 * hold (RFC 5546 §2.1.4), in the caller's transaction. The update is the single-use check: of two
 * simultaneous cancels one claims the row; null for the other (or for a link whose token does not match
 * any more). Gives the CANCEL's SEQUENCE.
 */
export async function releaseCall(
  trx: Transaction<Database>,
  requestId: string,
  now: number,
  tokenHash?: string,
): Promise<number | null> {
  const claimed = await trx
    .updateTable("booking")
    .set((eb) => ({ cancelTokenHash: null, cancelledAt: now, sequence: eb("sequence", "+", 1) }))
    .where("requestId", "=", requestId)
    .where("cancelledAt", "is", null)
    .$if(tokenHash !== undefined, (query) => query.where("cancelTokenHash", "=", tokenHash as string))
    .returning("sequence")
    .executeTakeFirst();
  if (!claimed) return null;
  await trx.deleteFrom("bookedSlot").where("requestId", "=", requestId).execute();
  return Number(claimed.sequence);
}

/**
 * Cancels a booked call, whoever asks (docs/0016, docs/0030): frees the slot, archives the request and
 * sends the .ics CANCEL to everyone who received the invitation, the visitor and the team, from the
 * team's address like the invitation. When the visitor cancelled, the team is told so; when the team did,
 * the visitor's mail says so, with its message, Reply-To the team. False when the booking was already
 * cancelled (nothing changed).
 */
export async function cancelCall(
  trx: Transaction<Database>,
  config: Config,
  call: CallToCancel,
  cancellation: Cancellation,
  now: number,
): Promise<boolean> {
  const tokenHash = cancellation.by === "visitor" ? cancellation.tokenHash : undefined;
  const sequence = await releaseCall(trx, call.requestId, now, tokenHash);
  if (sequence === null) return false;
  await trx
    .updateTable("visitorRequest")
    .set({ status: "archived", updatedAt: now })
    .where("id", "=", call.requestId)
    .execute();
  const details = invitationDetails(config, call, sequence);
  const ics = bookingInvitation(details, { method: "CANCEL" });
  const visitorIcs = bookingInvitation(details, { method: "CANCEL" }, call.locale);
  const from = teamSender(config).from;
  const facts = { ...call, start: call.startsAt };
  await enqueueMail(
    trx,
    {
      userId: call.userId,
      to: call.email,
      kind: "booking-cancelled",
      from,
      ...(cancellation.by === "visitor"
        ? { content: bookingCancelledMail(facts, config) }
        : { content: bookingCancelledByTeamMail(facts, cancellation.message, config), replyTo: config.leadsEmail }),
      attachments: [visitorIcs],
    },
    now,
  );
  await enqueueMail(
    trx,
    {
      userId: null,
      to: config.leadsEmail,
      kind: "booking-cancelled",
      from,
      replyTo: call.email,
      content:
        cancellation.by === "visitor"
          ? teamBookingCancelledMail(facts)
          : teamCopyOfCancellationMail(facts, cancellation.message),
      attachments: [ics],
    },
    now,
  );
  return true;
}
