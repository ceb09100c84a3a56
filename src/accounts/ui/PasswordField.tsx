import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { messages } from "../../shared/messages/catalogue.js";
import { EyeIcon, EyeOffIcon } from "../../ui/drawn-icons.js";
import { describedBy, FieldFrame, inputStyles } from "../../ui/forms/FieldFrame.js";

export interface PasswordFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A password input with a show/hide toggle that keeps the focus where it was. */
export function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  const inputId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { error, hint })}
          className={`${inputStyles} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? messages.passwordField.hideLabel : messages.passwordField.showLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}
