import type { ComponentProps } from "react";
import { HONEYPOT_FIELD } from "../../shared/bot-fields.js";
import { messages } from "../../shared/messages/catalogue.js";

/**
 * The honeypot (src/shared/bot-fields.ts): off-screen, out of the keyboard's path and of the
 * accessibility tree, so only bots fill it in. Spread `register("website")` onto it.
 */
export function HoneypotField(input: Omit<ComponentProps<"input">, "type" | "tabIndex" | "autoComplete">) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {messages.visitorForm.honeypotLabel}
        <input type="text" tabIndex={-1} autoComplete="off" name={HONEYPOT_FIELD} {...input} />
      </label>
    </div>
  );
}
