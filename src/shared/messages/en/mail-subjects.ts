import type { Catalogue } from "../catalogue.js";

/**
 * The subjects of the mails the site sends, in English (mail-subjects.ts), the team's included: the sender
 * chooses the language a mail goes out in.
 */
export const mailSubjects: Catalogue["mailSubjects"] = {
  // Accounts
  verifyEmail: "Verify your email address",
  passwordReset: "Resetting your password",
  passwordChanged: "Your password has been changed",
  accountDeleted: "Your account has been deleted",
  twoFactorEnabled: "Two-factor authentication turned on",
  recoveryCodesRenewed: "New recovery codes",
  twoFactorDisabled: "Two-factor authentication turned off",
  emailChangeVerification: "Confirm your new email address",
  emailChangeNotice: "Request to change your email address",
  emailChanged: "Your email address has been changed",
  googleLinked: "A Google account has been linked to your account",
  googleUnlinked: "The Google account has been removed from your account",
  passkeyAdded: "A passkey has been added to your account",
  passkeyRemoved: "A passkey has been removed from your account",
  passwordSet: "A password has been set for your account",
  newDeviceSignIn: "New sign-in to your account",
  unverifiedAccountClaimed: "Your account is now protected by Google",
  registrationAttempt: "Registration attempt with your address",
  // Requests and booking
  requestAcknowledged: (label: string, reference: string) => `${label}: ${reference}`,
  requestToHandle: (reference: string, label: string, name: string, priority: boolean) =>
    `${priority ? "[PRIORITY] " : ""}[${reference}] ${label} – ${name}`,
  clientKeyUsed: "Your client key has been used",
  bookingCancelled: (reference: string) => `Appointment ${reference} cancelled`,
  bookingCancelledTeam: (reference: string, name: string) => `[${reference}] Discovery call cancelled – ${name}`,
  teamReply: (label: string, reference: string) => `Re: ${label}: ${reference}`,
  // Quotes
  quoteSent: (reference: string) => `Your quote ${reference}`,
  quoteIssuedTeam: (reference: string, company: string, total: string) =>
    `[${reference}] Quote issued – ${company} (${total})`,
  quoteAccepted: (reference: string) => `Quote ${reference} accepted`,
  quoteAcceptedTeam: (reference: string, company: string, total: string) =>
    `[${reference}] Quote accepted – ${company} (${total})`,
};
