import type { Catalogue } from "../catalogue.js";

/** The confirmation of identity a sensitive action asks for, in English (reauthentication.ts). */
export const reauthentication: Catalogue["reauthentication"] = {
  confirmIdentityTitle: "Confirm your identity",
  cardIntro: "This action is sensitive: enter your password, then do it again.",
  dialogIntro: "This action is sensitive: enter your password to continue.",
  confirmButton: "Confirm",
  googleButton: "Confirm with Google",
  googleAfter: "then do the action again.",
  passkeyButton: "Confirm with a passkey",
};
