import { describe, expect, it } from "vitest";
import { parisWallTime, toParisIso } from "../../src/shared/paris-time.js";
import { itipViolations, readIcsEvent } from "../testing/ics-reader.js";
import { bookingInvitation, type InvitationDetails } from "./booking-invitation.js";

const TEAM = "team@novadis.test";
const CANCEL_URL = "https://novadis.test/rendez-vous/annulation?token=abcdefghijklmnopqrstuvwxyz0123456789";

const invitation = (start: number, sequence = 0): InvitationDetails => ({
  uid: "abc@novadis.test",
  sequence,
  reference: "NOV-2026-00042",
  start,
  end: start + 30 * 60_000,
  organizer: { name: "Novadis", email: TEAM },
  visitor: { name: "Léa-Hélène Bérénice-Château", email: "lea@example.fr", phone: null },
});
const text = (attachment: { content: Buffer }) => attachment.content.toString("utf8");

describe("booking invitation (.ics)", () => {
  it("gives back the booked Paris time when parsed, on both sides of the DST changes", () => {
    const cases: Array<[number, string]> = [
      [parisWallTime(2026, 3, 27, 9, 0), "2026-03-27T09:00:00+01:00"], // winter, last Friday before summer time
      [parisWallTime(2026, 3, 30, 9, 0), "2026-03-30T09:00:00+02:00"], // summer, first Monday
      [parisWallTime(2026, 10, 23, 17, 30), "2026-10-23T17:30:00+02:00"], // summer, last Friday
      [parisWallTime(2026, 10, 26, 17, 30), "2026-10-26T17:30:00+01:00"], // winter, first Monday
    ];
    for (const [start, paris] of cases) {
      const event = readIcsEvent(text(bookingInvitation(invitation(start), { method: "REQUEST", cancelUrl: null })));
      expect(toParisIso(event.start)).toBe(paris);
      expect(event.end - event.start).toBe(30 * 60_000);
    }
  });

  it("writes an iTIP REQUEST in UTC, then a CANCEL of the same UID numbered above it, folded at 75 octets", () => {
    const start = parisWallTime(2026, 12, 1, 10, 0);
    const request = bookingInvitation(invitation(start), { method: "REQUEST", cancelUrl: CANCEL_URL });
    expect(request.fileName).toBe("invitation.ics");
    expect(request.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(text(request)).toContain("DTSTART:20261201T090000Z");
    expect(text(request)).not.toContain("PUBLISH");
    const cancel = bookingInvitation(invitation(start, 1), { method: "CANCEL" });
    expect(cancel.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    for (const each of [request, cancel]) expect(itipViolations(text(each), TEAM)).toEqual([]);
    expect(readIcsEvent(text(request))).toMatchObject({
      method: "REQUEST",
      uid: "abc@novadis.test",
      sequence: 0,
      summary: "Appel découverte Novadis (NOV-2026-00042)",
      description: expect.stringContaining(CANCEL_URL),
      location: "Visioconférence (lien envoyé par e-mail la veille)",
      organizer: TEAM,
      attendees: [{ email: "lea@example.fr", partstat: "NEEDS-ACTION", rsvp: "TRUE" }],
      alarms: [{ action: "DISPLAY", trigger: "-PT15M" }],
    });
    expect(readIcsEvent(text(cancel))).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      uid: "abc@novadis.test",
      sequence: 1,
      start,
      alarms: [],
    });
  });

  it("leaves the visitor's cancel link out of the team's copy", () => {
    const team = text(bookingInvitation(invitation(Date.UTC(2026, 11, 1, 9)), { method: "REQUEST", cancelUrl: null }));
    expect(team).not.toContain("token=");
    expect(readIcsEvent(team).description).toBe(
      "Appel découverte de 30 minutes avec l'équipe Novadis. Référence\u00a0: NOV-2026-00042.",
    );
  });
});
