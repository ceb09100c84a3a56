const DAY = 24 * 60 * 60 * 1000;

/** « il y a 1 jour », « il y a 3 jours »: French puts the singular up to 1. */
const ago = (count: number, one: string, many: string) => `il y a ${count} ${count > 1 ? many : one}`;

/**
 * « il y a 3 jours », « il y a 2 semaines », « il y a 1 mois »: how long ago a date was, in French, as Intl's
 * RelativeTimeFormat writes it (the test holds it to it) without its first-use cost (src/shared/french-text.ts).
 * Depends on `now`, so pages compute it after hydration, never while prerendering.
 */
export function timeSince(date: string | Date, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(date).getTime()) / DAY);
  if (days <= 0) return "aujourd'hui";
  if (days < 7) return ago(days, "jour", "jours");
  if (days < 30) return ago(Math.floor(days / 7), "semaine", "semaines");
  if (days < 365) return ago(Math.floor(days / 30), "mois", "mois");
  return ago(Math.floor(days / 365), "an", "ans");
}
