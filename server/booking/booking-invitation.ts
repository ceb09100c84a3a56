import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { frenchTypography } from "../../src/shared/french-typography.js";
import type { Locale } from "../../src/shared/site-locale.js";
import { messagesFor } from "../platform/language/messages-for.js";
import { SITE_NAME } from "../platform/mail/mail-templates.js";
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
function locationOf(visitor: InvitationDetails["visitor"], words: ReturnType<typeof messagesFor>): string {
  return visitor.phone ? words.mailLabels.phoneCallLocation(visitor.phone) : words.mailLabels.videoCallLocation;
}

/**
 * The .ics of a discovery call, an iTIP message (RFC 5546) written by ical-generator, which folds lines
 * at 75 octets. REQUEST invites the visitor (NEEDS-ACTION, RSVP) and puts the call in the team's
 * calendars; CANCEL, with the same UID and a higher SEQUENCE, removes it from both. Times are UTC
 * instants (…Z): every calendar shows them in its own time zone without a VTIMEZONE to get wrong.
 * `locale`: the language of whoever's calendar it goes to, the visitor's for their copy (docs/0068).
 */
export function bookingInvitation(
  details: InvitationDetails,
  message: InvitationMessage,
  locale: Locale = "fr",
): MailAttachment {
  const cancelled = message.method === "CANCEL";
  const words = messagesFor(locale);
  const calendar = ical({
    prodId: { company: "Novadis", product: "appel-decouverte", language: locale.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // French is set in French typography as the mails are (docs/0058-french-typography.md): a calendar shows it as written.
  const set = locale === "en" ? (text: string) => text : frenchTypography;
  const description = set(
    message.method === "CANCEL"
      ? words.mailTexts.invitationCancelled(details.reference)
      : `${words.mailTexts.invitationDescription(SITE_NAME, details.reference)}${
          message.cancelUrl ? `\n${words.mailTexts.invitationCancelBefore} ${message.cancelUrl}` : ""
        }`,
  );
  calendar.createEvent({
    id: details.uid,
    sequence: details.sequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: new Date(details.start),
    end: new Date(details.end),
    summary: words.mailLabels.invitationTitle(SITE_NAME, details.reference),
    description,
    location: locationOf(details.visitor, words),
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
      : [
          {
            type: ICalAlarmType.display,
            trigger: 15 * 60,
            description: words.mailLabels.invitationReminder(SITE_NAME),
          },
        ],
  });
  return {
    fileName: cancelled ? "annulation.ics" : "invitation.ics",
    contentType: `text/calendar; charset=utf-8; method=${message.method}`,
    content: Buffer.from(calendar.toString(), "utf8"),
  };
}
