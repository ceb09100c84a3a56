import type { Expertise } from "@content";

interface Theme {
  /** Icon tile: tinted background, strong foreground. */
  tile: string;
  /** Text accent on white (AA contrast). */
  text: string;
  /** Gradient for heroes and artwork (dark enough for white text, AA). */
  gradient: string;
}

/**
 * The expertise colour names of the content model mapped to full Tailwind class names
 * (written out so Tailwind's scanner finds them).
 */
export const expertiseTheme: Record<Expertise["color"], Theme> = {
  blue: { tile: "bg-blue-100 text-blue-800", text: "text-blue-700", gradient: "from-blue-900 to-blue-700" },
  violet: { tile: "bg-violet-100 text-violet-800", text: "text-violet-700", gradient: "from-violet-900 to-violet-700" },
  indigo: { tile: "bg-indigo-100 text-indigo-800", text: "text-indigo-700", gradient: "from-indigo-900 to-indigo-700" },
  rose: { tile: "bg-rose-100 text-rose-800", text: "text-rose-700", gradient: "from-rose-900 to-rose-700" },
  sky: { tile: "bg-sky-100 text-sky-800", text: "text-sky-700", gradient: "from-sky-900 to-sky-700" },
  amber: { tile: "bg-amber-100 text-amber-800", text: "text-amber-800", gradient: "from-amber-900 to-amber-700" },
  emerald: {
    tile: "bg-emerald-100 text-emerald-800",
    text: "text-emerald-700",
    gradient: "from-emerald-900 to-emerald-700",
  },
};
