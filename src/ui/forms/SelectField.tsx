import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, FieldFrame, inputStyles } from "./FieldFrame.js";

export interface SelectFieldProps extends Omit<ComponentProps<"select">, "id" | "children"> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choisissez…"): the schema refuses it when a choice is required. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled list of choices; spread usePageForm's `register()` onto it. */
export function SelectField({ label, options, placeholder, error, hint, className, ...select }: SelectFieldProps) {
  const inputId = useId();
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint}>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { error, hint })}
        className={`${inputStyles} ${className ?? ""}`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
