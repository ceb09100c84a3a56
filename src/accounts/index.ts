/**
 * What other features use of the accounts (docs/0043: a feature reaches another through its entry): the hook
 * that fills a public form with the account's details. It ships on the public forms, so nothing heavier
 * belongs here: one module is one import for every page that reads it. Whether someone is signed in is the
 * shell's (src/app/signed-in-hint.ts): the header reads it on every page.
 */
export { type PrefillTarget, useAccountPrefill } from "./use-account-prefill.js";
