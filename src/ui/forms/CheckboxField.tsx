import { type ComponentProps, type ReactNode, useId } from "react";

export interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  /** A node, so that a label can carry a link (the consent's privacy policy). */
  label: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label beside it, and its message under both. */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const inputId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2.5">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 size-4.5 shrink-0 rounded border-slate-400 accent-brand-600"
          {...input}
        />
        <label htmlFor={inputId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
