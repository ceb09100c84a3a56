import ICAL from "ical.js";

/** The first event of an .ics file, read back with a real iCalendar parser (ical.js), as instants. */
export function readIcsEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the .ics");
  const event = new ICAL.Event(vevent);
  const mailto = (value: unknown) =>
    String(value ?? "")
      .replace(/^mailto:/i, "")
      .toLowerCase();
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    description: event.description,
    location: event.location,
    status: String(vevent.getFirstPropertyValue("status")),
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
    organizer: mailto(vevent.getFirstPropertyValue("organizer")),
    attendees: vevent.getAllProperties("attendee").map((attendee) => ({
      email: mailto(attendee.getFirstValue()),
      partstat: attendee.getParameter("partstat") ?? null,
      rsvp: attendee.getParameter("rsvp") ?? null,
    })),
    /** Each alarm's action and trigger, as written ("-PT15M"). */
    alarms: vevent.getAllSubcomponents("valarm").map((alarm) => ({
      action: String(alarm.getFirstPropertyValue("action")),
      trigger: String(alarm.getFirstPropertyValue("trigger")),
    })),
  };
}

/**
 * What an .ics breaks of the iTIP/iCalendar rules calendars enforce (RFC 5546 §3.2, RFC 5545 §3.1,
 * RFC 6047), as readable sentences; empty when it breaks none. `from` is the address the mail came from.
 */
export function itipViolations(ics: string, from: string): string[] {
  const event = readIcsEvent(ics);
  const violations: string[] = [];
  const long = ics.split("\r\n").filter((line) => Buffer.byteLength(line, "utf8") > 75);
  if (long.length > 0) violations.push(`lines over 75 octets: ${long.join(" | ")}`);
  if (event.method === "PUBLISH" && event.attendees.length > 0) violations.push("ATTENDEE in a PUBLISH");
  if (event.method === "REQUEST" || event.method === "CANCEL") {
    if (event.attendees.length === 0) violations.push(`no ATTENDEE in a ${event.method}`);
    if (!event.organizer) violations.push(`no ORGANIZER in a ${event.method}`);
  }
  if (event.method === "CANCEL" && event.status !== "CANCELLED") violations.push("a CANCEL not CANCELLED");
  if (event.organizer && event.organizer !== from.toLowerCase()) {
    violations.push(`ORGANIZER ${event.organizer} is not the sender ${from}`);
  }
  return violations;
}
