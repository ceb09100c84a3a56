import ICAL from "ical.js";

/** The first event of an .ics file, read back with a real iCalendar parser (ical.js), as instants. */
export function readIcsEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the .ics");
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    summary: event.summary,
    status: String(vevent.getFirstPropertyValue("status")),
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
  };
}
