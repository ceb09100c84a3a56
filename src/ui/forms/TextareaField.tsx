import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, FieldFrame, inputStyles } from "./FieldFrame.js";

export interface TextareaFieldProps extends Omit<ComponentProps<"textarea">, "id"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input (a message); spread usePageForm's `register()` onto it. */
export function TextareaField({ label, error, hint, className, rows = 6, ...input }: TextareaFieldProps) {
  const inputId = useId();
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint}>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { error, hint })}
        className={`${inputStyles} min-h-32 resize-y ${className ?? ""}`}
        {...input}
      />
    </FieldFrame>
  );
}
