import { MONTHS } from "../../content-model/long-date.js";
import type { BookingSlot } from "./shared/booking-slot.js";

export interface SlotDay<Slot extends BookingSlot = BookingSlot> {
  /** "2026-03-30": the Paris date, as the slot's own offset writes it. */
  date: string;
  /** "lundi 30 mars". */
  label: string;
  slots: Slot[];
}

const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];

/**
 * "lundi 30 mars" from "2026-03-30", a calendar day read in UTC: the date is already Paris's, so no time zone
 * rule is involved, and no Intl, whose first use costs the booking page ~20 ms while it loads (docs/0039).
 * The test holds it to Intl's French format.
 */
function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/**
 * Slots (free ones, or the back-office's booked calls) grouped by day, in order. The slots are written in
 * Paris time, so their date is the Paris date.
 */
export function slotDays<Slot extends BookingSlot>(slots: readonly Slot[]): SlotDay<Slot>[] {
  const days: SlotDay<Slot>[] = [];
  for (const slot of slots) {
    const date = slot.start.slice(0, 10);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, label: dayLabel(date), slots: [slot] });
  }
  return days;
}

/** "09:30", the Paris time written in the slot. */
export const slotTime = (slot: BookingSlot) => slot.start.slice(11, 16);
