const DAY = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat("fr", { numeric: "always" });

/**
 * « il y a 3 jours », « il y a 2 semaines », « il y a 1 mois »: how long ago a date was, in French.
 * Depends on `now`, so pages compute it after hydration, never while prerendering.
 */
export function timeSince(date: string | Date, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(date).getTime()) / DAY);
  if (days <= 0) return "aujourd'hui";
  if (days < 7) return relative.format(-days, "day");
  if (days < 30) return relative.format(-Math.floor(days / 7), "week");
  if (days < 365) return relative.format(-Math.floor(days / 30), "month");
  return relative.format(-Math.floor(days / 365), "year");
}
