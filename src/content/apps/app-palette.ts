import type { Application } from "@content";

interface Palette {
  /** Dark, strong, mid and light shades of the accent (Tailwind 800 / 700 / 500 / 100). */
  dark: string;
  /** With `dark`, the banner gradient: white text keeps AA contrast over both. */
  strong: string;
  mid: string;
  light: string;
  /**
   * The same shades as Tailwind classes where HTML needs them (a style attribute would break the CSP): the
   * banner's gradient from `dark` to `strong`, the screenshot's backdrop from `light`, a label in `dark`.
   */
  banner: string;
  backdrop: string;
  label: string;
}

/** SVG paints need colour values, not class names: the Tailwind palette's shades, written out. */
export const appPalette: Record<Application["accentColor"], Palette> = {
  blue: {
    dark: "#1e40af",
    strong: "#1d4ed8",
    mid: "#3b82f6",
    light: "#dbeafe",
    banner: "from-blue-800 to-blue-700",
    backdrop: "from-blue-100",
    label: "text-blue-800",
  },
  violet: {
    dark: "#5b21b6",
    strong: "#6d28d9",
    mid: "#8b5cf6",
    light: "#ede9fe",
    banner: "from-violet-800 to-violet-700",
    backdrop: "from-violet-100",
    label: "text-violet-800",
  },
  indigo: {
    dark: "#3730a3",
    strong: "#4338ca",
    mid: "#6366f1",
    light: "#e0e7ff",
    banner: "from-indigo-800 to-indigo-700",
    backdrop: "from-indigo-100",
    label: "text-indigo-800",
  },
  rose: {
    dark: "#9f1239",
    strong: "#be123c",
    mid: "#f43f5e",
    light: "#ffe4e6",
    banner: "from-rose-800 to-rose-700",
    backdrop: "from-rose-100",
    label: "text-rose-800",
  },
  sky: {
    dark: "#075985",
    strong: "#0369a1",
    mid: "#0ea5e9",
    light: "#e0f2fe",
    banner: "from-sky-800 to-sky-700",
    backdrop: "from-sky-100",
    label: "text-sky-800",
  },
  amber: {
    dark: "#92400e",
    strong: "#b45309",
    mid: "#f59e0b",
    light: "#fef3c7",
    banner: "from-amber-800 to-amber-700",
    backdrop: "from-amber-100",
    label: "text-amber-800",
  },
  emerald: {
    dark: "#065f46",
    strong: "#047857",
    mid: "#10b981",
    light: "#d1fae5",
    banner: "from-emerald-800 to-emerald-700",
    backdrop: "from-emerald-100",
    label: "text-emerald-800",
  },
  orange: {
    dark: "#9a3412",
    strong: "#c2410c",
    mid: "#f97316",
    light: "#ffedd5",
    banner: "from-orange-800 to-orange-700",
    backdrop: "from-orange-100",
    label: "text-orange-800",
  },
  teal: {
    dark: "#115e59",
    strong: "#0f766e",
    mid: "#14b8a6",
    light: "#ccfbf1",
    banner: "from-teal-800 to-teal-700",
    backdrop: "from-teal-100",
    label: "text-teal-800",
  },
  slate: {
    dark: "#1e293b",
    strong: "#334155",
    mid: "#64748b",
    light: "#f1f5f9",
    banner: "from-slate-800 to-slate-700",
    backdrop: "from-slate-100",
    label: "text-slate-800",
  },
};
