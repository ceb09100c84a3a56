import type { Catalogue } from "../catalogue.js";

/** The paragraphs of the visitors' and accounts' mails and of a call's invitation, in English (mail-texts.ts). */
export const mailTexts: Catalogue["mailTexts"] = {
  buttonFallbackBefore: "If the button does not work, copy this link into your browser:",
  // Account mails
  verifyEmail: (siteName: string) =>
    `Thank you for registering with ${siteName}. Confirm your email address to activate your account.`,
  verifyEmailFootnote: "This link is valid for 24 hours. If you did not register, please ignore this message.",
  passwordResetByTeam: (siteName: string) =>
    `Our team is sending you this link to reset the password of your ${siteName} account. Choose a new one with the link below.`,
  passwordResetByVisitor: "You asked to reset your password. Choose a new one with the link below.",
  passwordResetFootnote:
    "This link is valid for 1 hour and works only once. If you did not ask for it, please ignore this message: your password stays the same.",
  passwordChanged: "The password of your account has just been changed.",
  accountDeleted: (siteName: string) =>
    `Your ${siteName} account and the data attached to it have been deleted, as you asked.`,
  writeToUs: (supportEmail: string) => `If you have any questions, write to us at ${supportEmail}.`,
  twoFactorEnabled:
    "Two-factor authentication has just been turned on for your account: every sign-in will now ask for a code from your authenticator app.",
  recoveryCodesRenewed: "New recovery codes have just been created for your account: the previous ones no longer work.",
  twoFactorDisabled:
    "Two-factor authentication has just been turned off for your account: your password alone signs you in again.",
  // A request's acknowledgement
  quoteReceived: "We have received your quote request. Thank you for your trust.",
  contactReceived: "We have received your message. Thank you for writing to us.",
  supportReceived: "We have received your support request.",
  priorityReceived: "We have received your priority support request.",
  bookingReceived: "Your 30-minute discovery call is booked.",
  applicationReceived: (siteName: string) =>
    `We have received your application. Thank you for your interest in ${siteName}.`,
  quoteNextSteps:
    "A member of our sales team is looking at your project and will reply within one working day (Monday to Friday, excluding public holidays), with a priced proposal or the questions we still have.",
  contactNextSteps: "We read every message and reply by email, Monday to Friday.",
  supportNextSteps:
    "Our support team is taking care of your request and will reply by email. For an incident that blocks you, use priority support with the client key on your dashboard.",
  priorityNextSteps:
    "Your request went straight to our support team: it comes before ordinary requests, and we will contact you as soon as possible.",
  bookingNextSteps:
    "At the time of the appointment, a member of our team will call you on the number you gave; without a number, they will send you a video call link the day before. The attached invitation adds the appointment to your calendar.",
  applicationNextSteps:
    "Our recruitment team is reviewing your application and will reply by email, whether the answer is yes or no.",
  requestReferenceBefore: (reference: string) =>
    `Its reference is ${reference}. Please quote it if you write to us about it. Here is what we recorded:`,
  retentionBefore: (years: number) =>
    `We keep this information for ${years} years after our last exchange to handle your request, then delete it. What we keep and your rights:`,
  // Quotes
  quoteIssued: (reference: string, expiresOn: string) =>
    `Here is your quote ${reference}, attached as a PDF. It is valid until ${expiresOn}.`,
  quoteReplaces: (reference: string) => `It replaces quote ${reference}, which has expired: the prices are today's.`,
  quoteDownloadBefore: "You can also download it from this address:",
  quoteQuestions: "A question about the scope or the timescales? Simply reply to this email.",
  termsOfSaleBefore: "Our terms of sale:",
  quoteAcceptedBefore: (reference: string) =>
    `You have accepted quote ${reference}. Thank you for your trust. This email confirms your order:`,
  depositNext: (percent: number, deposit: string) =>
    `Next step: we will send you the deposit invoice (${percent}%, i.e. ${deposit}). The project starts once it is paid; the timescales run from then.`,
  kickOffCall: "A member of our team will contact you within one working day to schedule the kick-off workshop.",
  // A discovery call's calendar invitation
  invitationDescription: (siteName: string, reference: string) =>
    `30-minute discovery call with the ${siteName} team. Reference: ${reference}.`,
  invitationCancelBefore: "To cancel:",
  invitationCancelled: (reference: string) => `Appointment ${reference} cancelled.`,
  // A discovery call's cancellation, to the visitor
  callCancelledAsAsked: (when: string) =>
    `Your discovery call on ${when} is cancelled, as you asked. The attachment removes it from your calendar.`,
  bookAnotherSlot: "You can book another slot at any time.",
  callCancelledByTeam: (when: string) =>
    `Unfortunately, we have to cancel your discovery call on ${when}. The attachment removes it from your calendar.`,
  callCancelledApology: "Our apologies. Choose another slot whenever you wish, or reply to this message.",
  // The account's security mails (docs/0027)
  emailChangeAsked: (site: string, newEmail: string) =>
    `You asked for your ${site} account to use the address ${newEmail} from now on. Confirm it with the link below: the change only happens then.`,
  emailChangeLinkTerms:
    "This link is valid for 24 hours and works once. If you did not ask for anything, ignore this message.",
  emailChangeNotice: (newEmail: string) =>
    `Someone signed in to your account asked to replace this address with ${newEmail}. A confirmation link has been sent to that new address.`,
  emailChangeNotYou:
    "If this was not you, cancel with the link below: your account keeps this address, the other sessions are closed, and you can change your password.",
  emailChangeCancelTerms: "This cancellation link stays valid for 7 days, even after the new address is confirmed.",
  emailChangedTo: (site: string, newEmail: string) =>
    `Your ${site} account now uses the address ${newEmail}. This address no longer receives its messages.`,
  emailChangedNotYou:
    "If this was not you, take your account back with the “Cancel and secure my account” link of the message that announced the request: it gives back this address and closes the other sessions.",
  writeToSupport: (supportEmail: string) => `Without that message, write to us at ${supportEmail}.`,
  googleLinked: "A Google account has just been linked to your account: it can now be used to sign in.",
  googleUnlinked:
    "The Google account linked to your account has just been removed: it can no longer be used to sign in.",
  passkeyAdded: "A passkey has just been added to your account: the device holding it can now be used to sign in.",
  passkeyRemoved: "A passkey has just been removed from your account: it can no longer be used to sign in.",
  passwordSet: "A password has just been set: your account now accepts signing in with an email address.",
  newDeviceUsed: "Your account has just been used from a device we did not know.",
  newDeviceWhatToDo:
    "If this was you, there is nothing to do. Otherwise, sign that device out from your account and change your password.",
  accountClaimedWhy: (site: string) =>
    `You have just signed in with Google. A ${site} account already existed with your email address, but that address had never been confirmed: its password may have been chosen by someone else.`,
  accountClaimedDone:
    "So we deleted that password and closed every session opened with it (along with the passkeys, the two-factor authentication and the client key attached to it). You now sign in with Google.",
  accountClaimedPassword:
    "To use a password as well, set one from your account, under “Sign-in methods”, or with “Forgot your password?” on the sign-in page.",
  accountClaimedNotYou: (supportEmail: string) => `If you did not sign in, write to us at ${supportEmail}.`,
  registrationAttempted: (site: string) =>
    `Someone has just tried to create a ${site} account with your email address. It already has an account: no other was created and your account has not changed.`,
  registrationAttemptIfYou: (loginUrl: string) =>
    `If this was you, sign in (${loginUrl}); if you have forgotten your password, choose a new one with the link below.`,
  registrationAttemptNotYou:
    "If this was not you, ignore this message: no one can use your account without your password.",
};
