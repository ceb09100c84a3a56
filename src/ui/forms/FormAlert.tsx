import type { ReactNode } from "react";
import { AlertIcon, CheckIcon } from "../drawn-icons.js";

const tones = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  info: "border-brand-100 bg-brand-50 text-brand-900",
} as const;

/**
 * A message box for a whole form or screen. Errors are announced at once (role="alert"),
 * confirmations politely (role="status").
 */
export function FormAlert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm font-medium ${tones[tone]}`}
    >
      {tone === "error" ? <AlertIcon className="mt-0.5 shrink-0" /> : <CheckIcon className="mt-0.5 shrink-0" />}
      <div>{children}</div>
    </div>
  );
}
