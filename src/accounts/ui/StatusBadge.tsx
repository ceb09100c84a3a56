import type { ReactNode } from "react";

const tones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  success: "bg-emerald-50 text-emerald-700 ring-emerald-100",
  danger: "bg-red-50 text-red-700 ring-red-100",
} as const;

/** The big rounded icon at the top of a status screen (mail sent, verified, failed). */
export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`flex size-16 items-center justify-center rounded-2xl ring-8 ${tones[tone]}`}>{children}</span>
  );
}
