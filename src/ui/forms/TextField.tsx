import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, FieldFrame, inputStyles } from "./FieldFrame.js";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input; spread usePageForm's `register()` onto it. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const inputId = useId();
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { error, hint })}
        className={`${inputStyles} ${className ?? ""}`}
        {...input}
      />
    </FieldFrame>
  );
}
