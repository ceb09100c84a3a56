import type { Catalogue } from "../catalogue.js";

/** The short lines the mails share, in English (mail-lines.ts). */
export const mailLines: Catalogue["mailLines"] = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  teamGreeting: "Hello,",
  notYou: (supportEmail: string) =>
    `If you did not make this change, reset your password and write to us at ${supportEmail}.`,
  // Buttons
  verifyEmailAction: "Verify my email address",
  chooseNewPasswordAction: "Choose a new password",
  confirmNewEmailAction: "Confirm my new address",
  cancelAndSecureAction: "Cancel and secure my account now",
  seeDevicesAction: "See my signed-in devices",
  openAccountAction: "Open my account",
  resetPasswordAction: "Reset my password",
  openDashboardAction: "Open my dashboard",
  cancelBookingAction: "Cancel the appointment",
  chooseAnotherSlotAction: "Choose another slot",
  acceptQuoteAction: "Accept this quote",
};
