import type { Catalogue } from "../catalogue.js";

/** The two-factor card of the account page, in English (two-factor-card.ts). */
export const twoFactorCard: Catalogue["twoFactorCard"] = {
  cardTitle: "Two-factor authentication",
  intro: "A code from your authenticator app as well as the password at every sign-in.",
  enableButton: "Turn on two-factor authentication",
  startFailed: "Turning it on could not start. Please try again.",
  enabledCodesLeft: (count: number) => `On. Recovery codes left: ${count}.`,
  renewCodeLabel: "Current code to create new recovery codes",
  renewButton: "Create new recovery codes",
  disableCodeLabel: "Current code (or recovery code) to turn it off",
  disableButton: "Turn off two-factor authentication",
  // Enrolment
  scanInstructions: "Scan this QR code with your app (Google Authenticator, Authy, 1Password…), or enter the key.",
  qrCodeLabel: "QR code to scan with your authenticator app",
  secretBefore: "Key to enter: ",
  firstCodeLabel: "Code shown by the app",
  activateButton: "Turn on",
  // Recovery codes
  fileTitle: "Novadis recovery codes (each works only once)",
  enabledNotice: "Two-factor authentication is now on.",
  keepCodesSafe:
    "Keep these codes somewhere safe: they replace your app if you lose it, once each. They will not be shown again.",
  codesListLabel: "Recovery codes",
  copyCodesButton: "Copy the codes",
  codesCopied: "Codes copied.",
  copyCodesFailed: "Copying failed: select the codes to copy them.",
  downloadCodesButton: "Download the codes",
  codesKeptButton: "I have kept my codes",
};
