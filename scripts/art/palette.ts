/**
 * The art direction's colours (docs/0062): the brand's indigo ramp and one accent per expertise, the same hex
 * values as the site's theme (src/styles/global.css), so a drawing sits on its page as if cut from it. Every
 * drawing is night indigo, one accent and the pale indigo of its lines: no other colour.
 */
import type { Expertise } from "@content";

export const ink = {
  /** The field of every cover, portrait and hero: brand-950 to brand-900. */
  night: "#0f0d2e",
  deep: "#1e1b4b",
  /** Bodies of secondary shapes: brand-800 and brand-700. */
  body: "#3730a3",
  brand: "#4338ca",
  /** The portraits' middle tone: brand-500. */
  mid: "#6366f1",
  /** Lines: brand-200; highlights: brand-50. */
  line: "#c7d2fe",
  pale: "#eef2ff",
} as const;

/** The accents of the theme (its 500 stops), by the expertises' `color`. */
export const accents: Record<Expertise["color"], string> = {
  blue: "#3b82f6",
  violet: "#8b5cf6",
  indigo: "#818cf8",
  rose: "#f43f5e",
  sky: "#0ea5e9",
  amber: "#f59e0b",
  emerald: "#10b981",
};

export type AccentName = keyof typeof accents;
