import type { Application } from "@content";

interface Palette {
  /** Dark, mid and light shades of the accent (Tailwind 800 / 500 / 100), for SVG artwork. */
  dark: string;
  mid: string;
  light: string;
}

/** SVG paints need colour values, not class names: the Tailwind palette's shades, written out. */
export const appPalette: Record<Application["accentColor"], Palette> = {
  blue: { dark: "#1e40af", mid: "#3b82f6", light: "#dbeafe" },
  violet: { dark: "#5b21b6", mid: "#8b5cf6", light: "#ede9fe" },
  indigo: { dark: "#3730a3", mid: "#6366f1", light: "#e0e7ff" },
  rose: { dark: "#9f1239", mid: "#f43f5e", light: "#ffe4e6" },
  sky: { dark: "#075985", mid: "#0ea5e9", light: "#e0f2fe" },
  amber: { dark: "#92400e", mid: "#f59e0b", light: "#fef3c7" },
  emerald: { dark: "#065f46", mid: "#10b981", light: "#d1fae5" },
  orange: { dark: "#9a3412", mid: "#f97316", light: "#ffedd5" },
  teal: { dark: "#115e59", mid: "#14b8a6", light: "#ccfbf1" },
  slate: { dark: "#1e293b", mid: "#64748b", light: "#f1f5f9" },
};
