import type { BookingSlot } from "../../shared/booking-slot.js";
import { PARIS_TIME_ZONE } from "../../shared/paris-time.js";

export interface SlotDay<Slot extends BookingSlot = BookingSlot> {
  /** "2026-03-30": the Paris date, as the slot's own offset writes it. */
  date: string;
  /** "lundi 30 mars". */
  label: string;
  slots: Slot[];
}

const dayLabel = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});

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
    else days.push({ date, label: dayLabel.format(Date.parse(slot.start)), slots: [slot] });
  }
  return days;
}

/** "09:30", the Paris time written in the slot. */
export const slotTime = (slot: BookingSlot) => slot.start.slice(11, 16);
