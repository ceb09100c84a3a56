import type { ReactNode } from "react";

export interface FieldFrameProps {
  inputId: string;
  label: string;
  error?: string | undefined;
  /** Text under the field that stays (help, indicator); referenced by the input's aria-describedby. */
  hint?: ReactNode;
  children: ReactNode;
}

/** The ids a field's input must point at with aria-describedby. */
export function describedBy(inputId: string, { error, hint }: { error?: string | undefined; hint?: ReactNode }) {
  const ids = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export const inputStyles =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition placeholder:text-slate-500 focus:border-brand-500 aria-invalid:border-red-600 aria-invalid:bg-red-50/40 border-slate-300";

/** Label, control, help and error of one form field, laid out the same way everywhere. */
export function FieldFrame({ inputId, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={`${inputId}-hint`} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
