import type { ExpressionBuilder, Transaction } from "kysely";
import type { RequestStatus, RequestType } from "../../src/requests/shared/request-types.js";
import { toParisIso } from "../../src/shared/paris-time.js";
import { bookingInvitation, invitationDetails, releaseCall } from "../booking/index.js";
import type { Database } from "../platform/db/schema.js";
import { decodeCursor, type KeysetPosition, olderThan, pageOf } from "../platform/keyset-cursor.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { teamSender } from "../platform/mail/team-sender.js";
import { type DataSubject, exportedDate, type PersonalDataPart } from "../platform/personal-data.js";
import { teamBookingCancelledMail } from "./request-mails.js";
import type { RequestsContext } from "./requests-context.js";

/** One line of "Mes demandes". */
export interface MyRequest {
  reference: string;
  type: RequestType;
  status: RequestStatus;
  createdAt: number;
  updatedAt: number;
  /** For a booking: the call's start (ISO 8601, Paris offset) and whether it was cancelled. */
  booking: { start: string; cancelled: boolean } | null;
  /** What it is about, named: the offer, the category, the job... */
  about: string | null;
}

export interface MyRequestsPage {
  items: MyRequest[];
  /** Pass it back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/**
 * An account's requests: those made while signed in with it (or with its client key), and those sent with
 * its e-mail address once that address is verified (an unverified address proves nothing: anyone could
 * register with someone else's and read their requests).
 */
function ofSubject(subject: DataSubject) {
  return (eb: ExpressionBuilder<Database, "visitorRequest">) =>
    eb.or([
      eb("visitorRequest.userId", "=", subject.id),
      ...(subject.isEmailVerified ? [eb("visitorRequest.emailNormalized", "=", subject.email.toLowerCase())] : []),
    ]);
}

/** "My requests", and the requests' part of the account's data export and deletion (docs/0014). */
export function createAccountRequests(ctx: RequestsContext) {
  const { db, catalogue, config } = ctx;

  function about(row: {
    category: string | null;
    offerId: string | null;
    expertiseId: string | null;
    jobId: string | null;
  }) {
    return (
      (row.offerId && catalogue.offers.get(row.offerId)) ||
      (row.expertiseId && catalogue.expertises.get(row.expertiseId)) ||
      (row.category && catalogue.helpCategories.get(row.category)) ||
      (row.jobId && catalogue.jobs.get(row.jobId)) ||
      null
    );
  }

  /**
   * Cancels the account's future bookings before the rows are emptied: the slots come free, and the team is
   * told, with the .ics CANCEL that takes the call out of its calendars.
   */
  async function cancelFutureBookings(trx: Transaction<Database>, ids: string[], now: number) {
    const future = await trx
      .selectFrom("booking")
      .innerJoin("visitorRequest", "visitorRequest.id", "booking.requestId")
      .select([
        "booking.requestId",
        "booking.startsAt",
        "booking.endsAt",
        "reference",
        "firstName",
        "lastName",
        "email",
        "phone",
      ])
      .where("booking.requestId", "in", ids)
      .where("booking.cancelledAt", "is", null)
      .where("booking.startsAt", ">", now)
      .execute();
    for (const booking of future) {
      const sequence = await releaseCall(trx, booking.requestId, now);
      if (sequence === null) continue;
      const call = { ...booking, startsAt: Number(booking.startsAt), endsAt: Number(booking.endsAt) };
      await enqueueMail(
        trx,
        {
          userId: null,
          to: config.leadsEmail,
          kind: "booking-cancelled",
          from: teamSender(config).from,
          content: teamBookingCancelledMail({ ...call, start: call.startsAt }),
          attachments: [bookingInvitation(invitationDetails(config, call, sequence), { method: "CANCEL" })],
        },
        now,
      );
    }
    return future.length;
  }

  const personalData: PersonalDataPart = {
    async exportFor(subject) {
      const rows = await db
        .selectFrom("visitorRequest")
        .leftJoin("booking", "booking.requestId", "visitorRequest.id")
        .leftJoin("applicationFile", "applicationFile.requestId", "visitorRequest.id")
        .select([
          "reference",
          "type",
          "status",
          "firstName",
          "lastName",
          "email",
          "phone",
          "company",
          "subject",
          "message",
          "category",
          "offerId",
          "expertiseId",
          "jobId",
          "sourcePage",
          "consentAt",
          "consentVersion",
          "createdAt",
          "updatedAt",
          "booking.startsAt",
          "booking.endsAt",
          "booking.cancelledAt",
          "applicationFile.fileName",
          "applicationFile.mediaType",
          "applicationFile.sizeBytes",
        ])
        .select("visitorRequest.id")
        .where(ofSubject(subject))
        .orderBy("createdAt")
        .execute();
      const events =
        rows.length === 0
          ? []
          : await db
              .selectFrom("requestEvent")
              .select(["requestId", "kind", "body", "createdAt"])
              .where(
                "requestId",
                "in",
                rows.map((row) => row.id),
              )
              .orderBy("createdAt")
              .execute();
      return rows.map(
        ({
          id,
          startsAt,
          endsAt,
          cancelledAt,
          fileName,
          mediaType,
          sizeBytes,
          consentAt,
          createdAt,
          updatedAt,
          ...request
        }) => ({
          ...request,
          consentAt: exportedDate(consentAt),
          createdAt: exportedDate(createdAt),
          updatedAt: exportedDate(updatedAt),
          booking:
            startsAt === null || endsAt === null
              ? null
              : { start: exportedDate(startsAt), end: exportedDate(endsAt), cancelledAt: exportedDate(cancelledAt) },
          // The file itself is the visitor's own CV: the export names it rather than repeating megabytes.
          cv: fileName === null ? null : { fileName, mediaType, sizeBytes },
          // What the team did with it, notes included: they are about the person too.
          history: events
            .filter((event) => event.requestId === id)
            .map((event) => ({ kind: event.kind, body: event.body, at: exportedDate(event.createdAt) })),
        }),
      );
    },

    async consentsFor(subject) {
      const rows = await db
        .selectFrom("visitorRequest")
        .select(["reference", "consentAt", "consentVersion"])
        .where(ofSubject(subject))
        .orderBy("createdAt")
        .execute();
      return rows.map((row) => ({
        givenAt: exportedDate(row.consentAt),
        policyVersion: row.consentVersion,
        with: `demande ${row.reference}`,
      }));
    },

    /**
     * Anonymises rather than deletes: the references the team noted keep pointing at something, and counts
     * by type stay right, but nothing left identifies the person. CVs are deleted, future calls cancelled.
     */
    async eraseFor(trx, subject, now) {
      const ids = (await trx.selectFrom("visitorRequest").select("id").where(ofSubject(subject)).execute()).map(
        (row) => row.id,
      );
      if (ids.length === 0) return;
      const cancelled = await cancelFutureBookings(trx, ids, now);
      await trx.deleteFrom("applicationFile").where("requestId", "in", ids).execute();
      await trx
        .updateTable("visitorRequest")
        .set({
          firstName: "",
          lastName: "",
          email: "",
          emailNormalized: "",
          phone: null,
          company: null,
          subject: null,
          message: null,
          sourcePage: null,
          userId: null,
          status: "archived",
          updatedAt: now,
        })
        .where("id", "in", ids)
        .execute();
      ctx.logger.info(
        { event: "requests.anonymised", userId: subject.id, requests: ids.length, cancelledBookings: cancelled },
        "requests anonymised with their account",
      );
    },
  };

  return {
    personalData,

    /** One page of the account's requests, newest first. */
    async mine(subject: DataSubject, page: { cursor?: string | undefined; limit: number }): Promise<MyRequestsPage> {
      const after = decodeCursor(page.cursor);
      const rows = await db
        .selectFrom("visitorRequest")
        .leftJoin("booking", "booking.requestId", "visitorRequest.id")
        .select([
          "visitorRequest.id",
          "reference",
          "type",
          "status",
          "createdAt",
          "updatedAt",
          "category",
          "offerId",
          "expertiseId",
          "jobId",
          "booking.startsAt",
          "booking.cancelledAt",
        ])
        .where(ofSubject(subject))
        .$if(after !== null, (query) =>
          query.where((eb) =>
            olderThan(eb, after as KeysetPosition, { createdAt: "createdAt", id: "visitorRequest.id" }),
          ),
        )
        .orderBy("createdAt", "desc")
        .orderBy("visitorRequest.id", "desc")
        .limit(page.limit + 1)
        .execute();
      const { items, nextCursor } = pageOf(rows, page.limit, (row) => ({
        createdAt: Number(row.createdAt),
        id: row.id,
      }));
      return {
        nextCursor,
        items: items.map((row) => ({
          reference: row.reference,
          type: row.type,
          status: row.status,
          createdAt: Number(row.createdAt),
          updatedAt: Number(row.updatedAt),
          booking:
            row.startsAt === null
              ? null
              : { start: toParisIso(Number(row.startsAt)), cancelled: row.cancelledAt !== null },
          about: about(row),
        })),
      };
    },
  };
}
