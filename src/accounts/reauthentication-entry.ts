/**
 * The accounts' second entry (docs/0043): the re-sign-in that guards a sensitive action, for the back-office's
 * screens. Apart from index.ts, which every public form loads, so that they do not carry the dialog.
 */
export { ReauthenticationProvider, useReauthentication } from "./reauth/use-reauthentication.js";
