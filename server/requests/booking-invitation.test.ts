import { describe, expect, it } from "vitest";
import { parisWallTime, toParisIso } from "../../src/shared/paris-time.js";
import { readIcsEvent } from "../testing/ics-reader.js";
import { bookingInvitation } from "./booking-invitation.js";

const invitation = (start: number) => ({
  uid: "abc@novadis.test",
  reference: "NOV-2026-00042",
  start,
  end: start + 30 * 60_000,
  organizerEmail: "team@novadis.test",
  attendee: { name: "Léa Martin", email: "lea@example.fr" },
  cancelUrl: "https://novadis.test/rendez-vous/annulation?token=abc",
});

describe("booking invitation (.ics)", () => {
  it("gives back the booked Paris time when parsed, on both sides of the DST changes", () => {
    const cases: Array<[number, string]> = [
      [parisWallTime(2026, 3, 27, 9, 0), "2026-03-27T09:00:00+01:00"], // winter, last Friday before summer time
      [parisWallTime(2026, 3, 30, 9, 0), "2026-03-30T09:00:00+02:00"], // summer, first Monday
      [parisWallTime(2026, 10, 23, 17, 30), "2026-10-23T17:30:00+02:00"], // summer, last Friday
      [parisWallTime(2026, 10, 26, 17, 30), "2026-10-26T17:30:00+01:00"], // winter, first Monday
    ];
    for (const [start, paris] of cases) {
      const event = readIcsEvent(bookingInvitation(invitation(start), { cancelled: false }).content.toString("utf8"));
      expect(toParisIso(event.start)).toBe(paris);
      expect(event.end - event.start).toBe(30 * 60_000);
    }
  });

  it("writes UTC instants, a published event, and a cancellation with the same UID", () => {
    const start = parisWallTime(2026, 12, 1, 10, 0);
    const published = bookingInvitation(invitation(start), { cancelled: false });
    expect(published.fileName).toBe("invitation.ics");
    expect(published.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(published.content.toString("utf8")).toContain("DTSTART:20261201T090000Z");
    const cancelled = readIcsEvent(bookingInvitation(invitation(start), { cancelled: true }).content.toString("utf8"));
    expect(cancelled).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: "abc@novadis.test", start });
    expect(readIcsEvent(published.content.toString("utf8"))).toMatchObject({
      method: "PUBLISH",
      uid: "abc@novadis.test",
      summary: "Appel découverte Novadis (NOV-2026-00042)",
    });
  });
});
