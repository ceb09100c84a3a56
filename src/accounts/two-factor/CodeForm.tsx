import { type FormEvent, useState } from "react";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";

/** A code typed in a small form, submitted to `action`; the server's refusal shows beside the field. */
export function CodeForm({
  label,
  submitLabel,
  action,
}: {
  label: string;
  submitLabel: string;
  action: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setPending(true);
    try {
      await action(code.trim());
      setCode("");
    } catch (failure) {
      setError(serverMessage(failure, messages.accounts.twoFactorCodeWrong));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label={label}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <button type="submit" disabled={pending} className={buttonStyles.small}>
        {pending ? messages.formWords.verifying : submitLabel}
      </button>
    </form>
  );
}
