import { useEffect, useState } from "react";

/**
 * @simplewebauthn/browser, loaded only when a passkey is used: the marketing pages never carry it, and the
 * login page fetches it only where the browser can use passkeys (docs/0028-passkeys.md).
 */
export const loadWebAuthn = () => import("@simplewebauthn/browser");

/**
 * Whether this browser can use passkeys: null until hydrated (the server cannot know, and the first render
 * must match its HTML), then true or false. Without JavaScript nothing of the passkeys is shown.
 */
export function useWebAuthnSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  return supported;
}

/** The user closed the browser's dialog, let it time out, or another ceremony replaced it: nothing to report. */
export const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
