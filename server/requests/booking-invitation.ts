import { createEvent } from "ics";
import type { MailAttachment } from "../mail/outbox.js";

export interface InvitationDetails {
  /** Stable across the invitation and its cancellation, so calendars match them. */
  uid: string;
  reference: string;
  start: number;
  end: number;
  /** The team's address, as organiser. */
  organizerEmail: string;
  attendee: { name: string; email: string };
  cancelUrl?: string;
}

/**
 * The .ics of a discovery call. Times are written as UTC instants (DTSTART:…Z): every calendar shows
 * them in its own time zone, Paris included, without a VTIMEZONE block to get wrong.
 * `cancelled` makes the CANCEL version that removes the event from calendars that imported it.
 */
export function bookingInvitation(details: InvitationDetails, options: { cancelled: boolean }): MailAttachment {
  const method = options.cancelled ? "CANCEL" : "PUBLISH";
  const { error, value } = createEvent({
    productId: "novadis/appel-decouverte",
    method,
    uid: details.uid,
    sequence: options.cancelled ? 1 : 0,
    status: options.cancelled ? "CANCELLED" : "CONFIRMED",
    start: details.start,
    startInputType: "utc",
    startOutputType: "utc",
    end: details.end,
    endInputType: "utc",
    endOutputType: "utc",
    title: `Appel découverte Novadis (${details.reference})`,
    description: options.cancelled
      ? `Rendez-vous ${details.reference} annulé.`
      : `Appel découverte de 30 minutes avec l'équipe Novadis. Référence : ${details.reference}.${details.cancelUrl ? `\nPour annuler : ${details.cancelUrl}` : ""}`,
    organizer: { name: "Novadis", email: details.organizerEmail },
    attendees: [{ name: details.attendee.name, email: details.attendee.email, rsvp: false, role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("the invitation could not be written");
  return {
    fileName: options.cancelled ? "annulation.ics" : "invitation.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(value, "utf8"),
  };
}
