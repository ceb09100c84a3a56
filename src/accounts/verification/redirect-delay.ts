/**
 * The verification screens' pause before moving on (3000 ms), so the visitor can read the result.
 * A module of its own: the end-to-end tests read it without the router's page loader (Vite-only code).
 */
export const verificationRedirectDelayMs = 3000;
