import type { Kysely } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import { parisParts, parisWallTime, toParisIso } from "../../src/shared/paris-time.js";
import type { Actor } from "../back-office/index.js";
import { recordStep } from "../back-office/index.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import { ServiceError } from "../platform/service-error.js";
import { cancelCall } from "./booking-cancellation.js";
import { DAYS_AHEAD } from "./booking-slots.js";

/** One booked discovery call in the back-office calendar; times in ISO 8601 with the Paris offset. */
export interface CalendarCall {
  reference: string;
  start: string;
  end: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: string | null;
  /** Already begun or over: it can no longer be cancelled. */
  past: boolean;
}

/**
 * From midnight today to the end of the last bookable day, Paris time: every call a visitor can have
 * booked (docs/0030-back-office-calendar.md).
 */
export function calendarWindow(now: number): { from: number; to: number } {
  const today = parisParts(now);
  // Civil-date arithmetic in UTC first, as booking-slots.ts does: no clock change can shift the day.
  const after = new Date(Date.UTC(today.year, today.month - 1, today.day + DAYS_AHEAD + 1));
  return {
    from: parisWallTime(today.year, today.month, today.day, 0, 0),
    to: parisWallTime(after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate(), 0, 0),
  };
}

export function createCalendar(deps: {
  db: Kysely<Database>;
  config: Config;
  mailQueued: () => void;
  now: () => number;
}) {
  const { db } = deps;
  return {
    /** The calls still booked in the window, in order; `booked_slot` holds only those, keyed by start. */
    async calendar(): Promise<CalendarCall[]> {
      const now = deps.now();
      const { from, to } = calendarWindow(now);
      const rows = await db
        .selectFrom("bookedSlot")
        .innerJoin("booking", "booking.requestId", "bookedSlot.requestId")
        .innerJoin("visitorRequest", "visitorRequest.id", "bookedSlot.requestId")
        .select([
          "visitorRequest.reference",
          "booking.startsAt",
          "booking.endsAt",
          "visitorRequest.firstName",
          "visitorRequest.lastName",
          "visitorRequest.email",
          "visitorRequest.phone",
          "visitorRequest.company",
          "visitorRequest.message",
        ])
        .where("bookedSlot.startsAt", ">=", from)
        .where("bookedSlot.startsAt", "<", to)
        .orderBy("bookedSlot.startsAt")
        .execute();
      return rows.map(({ startsAt, endsAt, message, ...row }) => ({
        ...row,
        start: toParisIso(Number(startsAt)),
        end: toParisIso(Number(endsAt)),
        topic: message,
        past: Number(startsAt) <= now,
      }));
    },

    /**
     * The team cancels a call: the same cancellation as the visitor's link (the slot is free again, the
     * visitor and the team get the .ics CANCEL), with the team's message, in one transaction with its
     * history line and audit entry.
     */
    async cancelCall(actor: Actor, input: { reference: string; message?: string | undefined }) {
      const at = deps.now();
      const message = input.message ?? null;
      await recordStep(
        db,
        actor,
        {
          reference: input.reference,
          kind: "status",
          action: "booking.cancel",
          body: `Archivée : rendez-vous annulé par l'équipe, visiteur prévenu par e-mail.${message ? `\nMessage : ${message}` : ""}`,
          change: async (trx, row) => {
            const booking = await trx
              .selectFrom("booking")
              .select(["startsAt", "endsAt"])
              .where("requestId", "=", row.id)
              .executeTakeFirst();
            if (!booking) throw new ServiceError("bad-request", messages.backOffice.notABooking);
            const call = {
              ...row,
              requestId: row.id,
              startsAt: Number(booking.startsAt),
              endsAt: Number(booking.endsAt),
            };
            if (call.startsAt <= at) throw new ServiceError("bad-request", messages.booking.bookingPast);
            if (!(await cancelCall(trx, deps.config, call, { by: "team", message }, at))) {
              throw new ServiceError("bad-request", messages.backOffice.bookingAlreadyCancelled);
            }
          },
        },
        at,
      );
      deps.mailQueued();
    },
  };
}
