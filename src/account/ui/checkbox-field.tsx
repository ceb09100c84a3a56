import { type ComponentProps, useId } from "react";

/** A checkbox with its label beside it. */
export function CheckboxField({ label, ...input }: Omit<ComponentProps<"input">, "id" | "type"> & { label: string }) {
  const inputId = useId();
  return (
    <div className="flex items-center gap-2.5">
      <input id={inputId} type="checkbox" className="size-4.5 rounded border-slate-400 accent-brand-600" {...input} />
      <label htmlFor={inputId} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
