/**
 * What other features use of the accounts (docs/0043: a feature reaches another through its entry): whether
 * someone is signed in, and the hook that fills a public form with the account's details. Both ship on the
 * public forms, so nothing heavier belongs here: one module is one import for every page that reads it.
 */
export { useSignedIn, useSignedInUser } from "./signed-in-hint.js";
export { type PrefillTarget, useAccountPrefill } from "./use-account-prefill.js";
