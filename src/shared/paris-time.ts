/**
 * Europe/Paris wall time <-> UTC instants (docs/0014: slots and business hours in Paris,
 * stored as UTC epoch milliseconds). Pure Intl: works in Node and in the browser.
 */
export const PARIS_TIME_ZONE = "Europe/Paris";

/**
 * An Intl format made on its first use, not when the module loads: every page imports this module through its
 * language's writers (locale-text/numbers.ts), and most never write a Paris date (docs/0039).
 */
export function lazyDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const partsFormat = /* @__PURE__ */ lazyDateTimeFormat("en-US", {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  weekday: "short",
  timeZoneName: "longOffset",
});

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export interface ParisParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
  /** Minutes east of UTC: 60 in winter, 120 in summer. */
  offsetMinutes: number;
}

export function parisParts(instant: number): ParisParts {
  const parts = Object.fromEntries(
    partsFormat()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? "");
  const offsetMinutes = offset ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
    offsetMinutes,
  };
}

/**
 * The instant a Paris clock shows this date and time. Business hours never fall in the yearly gap or
 * overlap (they happen at 2–3 am), so the two-pass offset lookup is exact for them.
 */
export function parisWallTime(year: number, month: number, day: number, hour: number, minute: number): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = asUtc - parisParts(asUtc).offsetMinutes * 60_000;
  return asUtc - parisParts(firstGuess).offsetMinutes * 60_000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** ISO 8601 with the Paris offset, e.g. "2026-03-30T09:00:00+02:00". */
export function toParisIso(instant: number): string {
  const p = parisParts(instant);
  const sign = p.offsetMinutes < 0 ? "-" : "+";
  const offset = Math.abs(p.offsetMinutes);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/** A calendar date as "YYYY-MM-DD". */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

const frenchDateTime = /* @__PURE__ */ lazyDateTimeFormat("fr-FR", {
  timeZone: PARIS_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "lundi 30 mars 2026 à 09:00", in Paris time. */
export function formatParisDateTime(instant: number): string {
  return frenchDateTime().format(instant);
}

const frenchDate = /* @__PURE__ */ lazyDateTimeFormat("fr-FR", {
  timeZone: PARIS_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "24 décembre 2026", the Paris date of an instant (a quote's issue and expiry dates). */
export function formatParisDate(instant: number): string {
  return frenchDate().format(instant);
}
