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
};
