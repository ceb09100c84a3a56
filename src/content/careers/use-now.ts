import { useEffect, useState } from "react";

/**
 * The current time, or null during the prerender and the hydrating render: text that depends on
 * "now" must not differ between the server's HTML and the first client render.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  return now;
}
