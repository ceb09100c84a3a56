import { useCallback, useEffect, useState } from "react";
import { queryProcedure } from "../app/call-procedure.js";
import { usePageData } from "../app/page-data.js";
import type { BookingSlot } from "./shared/booking-slot.js";

export type BookingSlots = { status: "pending" } | { status: "error" } | { status: "ready"; slots: BookingSlot[] };

/**
 * The free slots of the booking page, without React Query (docs/0019): the page rendered at request time
 * carries them in its data (server/booking/booking-page.ts), so its HTML lists them and nothing is
 * asked; reached by a client-side navigation, the page asks `booking.slots` with a plain GET. `refresh`
 * asks again (a slot taken meanwhile); as React Query's refetch did, a failed answer shows the error.
 */
export function useBookingSlots(): { slots: BookingSlots; refresh(): void } {
  const seeded = usePageData()?.queries?.find((query) => query.path === "booking.slots")?.data as
    | BookingSlot[]
    | undefined;
  const [slots, setSlots] = useState<BookingSlots>(seeded ? { status: "ready", slots: seeded } : { status: "pending" });
  const refresh = useCallback(() => {
    queryProcedure("booking.slots").then(
      (answer) => setSlots({ status: "ready", slots: answer }),
      () => setSlots({ status: "error" }),
    );
  }, []);
  useEffect(() => {
    if (!seeded) refresh();
  }, [seeded, refresh]);
  return { slots, refresh };
}
