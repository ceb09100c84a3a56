import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { frenchTypography } from "../../src/shared/french-typography.js";
import type { MailAttachment } from "../platform/mail/outbox.js";

export interface InvitationDetails {
  /** Stable across the invitation and its cancellation, so calendars match them. */
  uid: string;
  /** The booking's stored sequence: 0 when booked, one more at each later message about it. */
  sequence: number;
  reference: string;
  start: number;
  end: number;
  /** The team, organiser and sender of the mail that carries the .ics (RFC 6047: the same address). */
  organizer: { name: string; email: string };
  visitor: { name: string; email: string; phone: string | null };
}

/**
 * An invitation, with the visitor's single-use cancel link in the visitor's copy and null in the team's
 * (which stays in the team's calendars, read by everyone there); or its cancellation, the same for all.
 */
export type InvitationMessage = { method: "REQUEST"; cancelUrl: string | null } | { method: "CANCEL" };

/** How the call happens (request-mails.ts tells the visitor the same): by phone if a number was given, else by video. */
function locationOf(visitor: InvitationDetails["visitor"]): string {
  return visitor.phone
    ? `Appel téléphonique au ${visitor.phone}`
    : "Visioconférence (lien envoyé par e-mail la veille)";
}

/**
 * The .ics of a discovery call, an iTIP message (RFC 5546) written by ical-generator, which folds lines
 * at 75 octets. REQUEST invites the visitor (NEEDS-ACTION, RSVP) and puts the call in the team's
 * calendars; CANCEL, with the same UID and a higher SEQUENCE, removes it from both. Times are UTC
 * instants (…Z): every calendar shows them in its own time zone without a VTIMEZONE to get wrong.
 */
export function bookingInvitation(details: InvitationDetails, message: InvitationMessage): MailAttachment {
  const cancelled = message.method === "CANCEL";
  const calendar = ical({
    prodId: { company: "Novadis", product: "appel-decouverte", language: "FR" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // Set in French typography as the mails are (docs/0058-french-typography.md): a calendar shows it as written.
  const description = frenchTypography(
    message.method === "CANCEL"
      ? `Rendez-vous ${details.reference} annulé.`
      : `Appel découverte de 30 minutes avec l'équipe Novadis. Référence : ${details.reference}.${
          message.cancelUrl ? `\nPour annuler : ${message.cancelUrl}` : ""
        }`,
  );
  calendar.createEvent({
    id: details.uid,
    sequence: details.sequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: new Date(details.start),
    end: new Date(details.end),
    summary: `Appel découverte Novadis (${details.reference})`,
    description,
    location: locationOf(details.visitor),
    organizer: details.organizer,
    attendees: [
      {
        name: details.visitor.name,
        email: details.visitor.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
    alarms: cancelled
      ? []
      : [{ type: ICalAlarmType.display, trigger: 15 * 60, description: "Appel découverte Novadis dans 15 minutes" }],
  });
  return {
    fileName: cancelled ? "annulation.ics" : "invitation.ics",
    contentType: `text/calendar; charset=utf-8; method=${message.method}`,
    content: Buffer.from(calendar.toString(), "utf8"),
  };
}
