import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import type { PublicUser } from "../shared/auth-schemas.js";
import { isCancelled, loadWebAuthn, useWebAuthnSupport } from "./webauthn.js";

type SignInResult = { user: PublicUser } | { twoFactorRequired: true; challenge: string };

/**
 * Signing in with a passkey from the login page: the button, and the address field's autofill (conditional
 * UI). The autofill is armed on the first focus of (or pointer over) the address field rather than at load,
 * so the WebAuthn code is not among the page's first scripts (docs/0028-passkeys.md).
 */
export function usePasskeySignIn(options: {
  rememberMe: () => boolean;
  onResult: (result: SignInResult) => Promise<void>;
}) {
  const trpc = useTRPC();
  const supported = useWebAuthnSupport();
  const passkeyOptions = useMutation(trpc.auth.passkeyOptions.mutationOptions());
  const login = useMutation(trpc.auth.loginPasskey.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const autofillArmed = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const ceremony = useCallback(
    async (useBrowserAutofill: boolean) => {
      if (!useBrowserAutofill) setPending(true);
      const { startAuthentication, browserSupportsWebAuthnAutofill } = await loadWebAuthn();
      if (useBrowserAutofill && !(await browserSupportsWebAuthnAutofill())) return;
      const optionsJSON = await passkeyOptions.mutateAsync();
      const response = await startAuthentication({ optionsJSON, useBrowserAutofill });
      const result = await login.mutateAsync({ response, rememberMe: latest.current.rememberMe() });
      await latest.current.onResult(result);
    },
    [passkeyOptions.mutateAsync, login.mutateAsync],
  );

  const run = useCallback(
    async (useBrowserAutofill: boolean) => {
      setError(null);
      try {
        await ceremony(useBrowserAutofill);
      } catch (failure) {
        if (!isCancelled(failure)) setError(serverMessage(failure, messages.accounts.passkeySignInFailed));
      } finally {
        setPending(false);
      }
    },
    [ceremony],
  );

  /** For the address field's onFocus and onPointerEnter: starts the autofill request once. */
  const armAutofill = useCallback(() => {
    if (!supported || autofillArmed.current) return;
    autofillArmed.current = true;
    void run(true);
  }, [supported, run]);

  return { supported, pending, error, signIn: () => run(false), armAutofill };
}
