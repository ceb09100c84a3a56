import { pathIn } from "../../src/app/shared/locale-paths.js";
import { bookingCancelPath } from "../../src/requests/shared/request-pages.js";
import type { BookingInput } from "../../src/requests/shared/request-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { isUniqueViolation } from "../platform/db/unique-violation.js";
import { messagesFor } from "../platform/language/messages-for.js";
import { writtenValuesFor } from "../platform/language/written-values.js";
import { teamSender } from "../platform/mail/team-sender.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { generateToken, hashToken } from "../platform/tokens.js";
import type { Intake, RequestsContext, Submitter } from "../requests/index.js";
import { cancelCall, invitationDetails } from "./booking-cancellation.js";
import { bookingInvitation } from "./booking-invitation.js";
import { SLOT_MINUTES, type Slot, slotsFrom } from "./booking-slots.js";

export interface BookedCall {
  reference: string;
  start: number;
  end: number;
}

/** Discovery-call booking (docs/0014, docs/0016): free slots, booking, cancellation by the mailed link. */
export function createBookings(ctx: RequestsContext, intake: Intake) {
  const { db, config, logger } = ctx;

  async function takenStarts(slots: Slot[]): Promise<Set<number>> {
    const first = slots[0];
    const last = slots.at(-1);
    if (!first || !last) return new Set();
    const rows = await db
      .selectFrom("bookedSlot")
      .select("startsAt")
      .where("startsAt", ">=", first.start)
      .where("startsAt", "<=", last.start)
      .execute();
    return new Set(rows.map((row) => Number(row.startsAt)));
  }

  /** The booking a cancel link stands for, unused, or a refusal. */
  async function findByToken(token: string) {
    const booking = await db
      .selectFrom("booking")
      .innerJoin("visitorRequest", "visitorRequest.id", "booking.requestId")
      .select([
        "booking.requestId",
        "booking.startsAt",
        "booking.endsAt",
        "visitorRequest.reference",
        "visitorRequest.firstName",
        "visitorRequest.lastName",
        "visitorRequest.email",
        "visitorRequest.phone",
        "visitorRequest.locale",
        "visitorRequest.userId",
      ])
      .where("booking.cancelTokenHash", "=", hashToken(token))
      .executeTakeFirst();
    if (!booking) throw new ServiceError("bad-request", messages.booking.cancelLinkInvalid, { field: "token" });
    return { ...booking, startsAt: Number(booking.startsAt), endsAt: Number(booking.endsAt) };
  }

  return {
    /** The slots still free, in order. */
    async freeSlots(): Promise<Slot[]> {
      const slots = slotsFrom(ctx.now());
      const taken = await takenStarts(slots);
      return slots.filter((slot) => !taken.has(slot.start));
    },

    /**
     * Books an offered slot. The slot table's primary key decides between simultaneous bookings: the
     * second gets a conflict (409), and its transaction, reference included, is rolled back.
     */
    async book(input: BookingInput, submitter: Submitter): Promise<BookedCall> {
      if (!(await intake.admit(submitter, input, { perIp: "bookingPerIp", perEmail: "bookingPerEmail" }))) {
        const start = Date.parse(input.start);
        return { reference: intake.decoyReference(), start, end: start + SLOT_MINUTES * 60_000 };
      }
      const requested = Date.parse(input.start);
      const slot = slotsFrom(ctx.now()).find((each) => each.start === requested);
      if (!slot) throw new ServiceError("bad-request", messages.booking.slotNotOffered, { field: "start" });
      const token = generateToken();
      const cancelUrl = `${config.appUrl}${pathIn(input.locale, bookingCancelPath)}?token=${token}`;
      try {
        const stored = await intake.commit("booking", async (trx) => {
          const stored = await intake.store(trx, "booking", submitter, input, { message: input.topic ?? null }, [
            {
              label: "appointment",
              value: (locale) =>
                `${messagesFor(locale).mailLabels.parisTime(writtenValuesFor(locale).dateTime(slot.start))}, 30 minutes`,
            },
          ]);
          await trx.insertInto("bookedSlot").values({ startsAt: slot.start, requestId: stored.id }).execute();
          await trx
            .insertInto("booking")
            .values({
              requestId: stored.id,
              startsAt: slot.start,
              endsAt: slot.end,
              cancelTokenHash: hashToken(token),
              cancelledAt: null,
            })
            .execute();
          const invitation = invitationDetails(
            config,
            {
              ...input,
              phone: input.phone ?? null,
              requestId: stored.id,
              reference: stored.reference,
              startsAt: slot.start,
              endsAt: slot.end,
            },
            0,
          );
          await intake.notify(trx, stored.summary, {
            userId: submitter.account?.id ?? null,
            accountEmail: submitter.account?.email ?? null,
            calendar: {
              from: teamSender(config).from,
              visitor: bookingInvitation(invitation, { method: "REQUEST", cancelUrl }, input.locale),
              team: bookingInvitation(invitation, { method: "REQUEST", cancelUrl: null }),
            },
            cancelUrl,
          });
          return stored;
        });
        return { reference: stored.reference, ...slot };
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ServiceError("conflict", messages.booking.slotTaken, { field: "start" });
        throw error;
      }
    },

    /** What a cancel link is about, for the page that asks to confirm; changes nothing. */
    async cancellation(token: string): Promise<BookedCall> {
      const booking = await findByToken(token);
      return { reference: booking.reference, start: booking.startsAt, end: booking.endsAt };
    },

    /** Cancels the booking of a cancel link (once), frees its slot and tells the visitor and the team. */
    async cancel(token: string, meta: RequestMeta): Promise<BookedCall> {
      await ctx.limits.consume("bookingCancelPerIp", meta.ip);
      const booking = await findByToken(token);
      const now = ctx.now();
      if (booking.startsAt <= now)
        throw new ServiceError("bad-request", messages.booking.bookingPast, { field: "token" });
      const cancelled = await db
        .transaction()
        .execute((trx) => cancelCall(trx, config, booking, { by: "visitor", tokenHash: hashToken(token) }, now));
      if (!cancelled) throw new ServiceError("bad-request", messages.booking.cancelLinkInvalid, { field: "token" });
      ctx.mailQueued();
      logger.info({ event: "requests.booking.cancelled", reference: booking.reference }, "booking cancelled");
      return { reference: booking.reference, start: booking.startsAt, end: booking.endsAt };
    },
  };
}
