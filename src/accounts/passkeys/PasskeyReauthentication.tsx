import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { isCancelled, loadWebAuthn, useWebAuthnSupport } from "./webauthn.js";

/** « Confirmer avec une clé d'accès » in the re-authentication form, for an account that has one. */
export function PasskeyReauthentication({ onConfirmed }: { onConfirmed?: (() => void) | undefined }) {
  const trpc = useTRPC();
  const supported = useWebAuthnSupport();
  const options = useMutation(trpc.auth.passkeyOptions.mutationOptions());
  const reauthenticate = useMutation(trpc.auth.reauthenticateWithPasskey.mutationOptions());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  async function confirm() {
    setError(null);
    setPending(true);
    try {
      const { startAuthentication } = await loadWebAuthn();
      const response = await startAuthentication({ optionsJSON: await options.mutateAsync() });
      await reauthenticate.mutateAsync({ response });
      onConfirmed?.();
    } catch (failure) {
      if (!isCancelled(failure)) setError(serverMessage(failure, messages.accounts.passkeySignInFailed));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" className={buttonStyles.small} disabled={pending} onClick={confirm}>
        {pending ? messages.formWords.verifying : messages.reauthentication.passkeyButton}
      </button>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
    </div>
  );
}
