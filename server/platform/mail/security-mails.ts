import type { Locale } from "../../../src/shared/site-locale.js";
import { messagesFor } from "../language/messages-for.js";
import { writtenValuesFor } from "../language/written-values.js";
import { type MailContent, renderMail, SITE_NAME } from "./mail-templates.js";

/**
 * The mails that let an owner notice what happens to their account's identity (docs/0027): a change of
 * address, a new sign-in method, a sign-in from a device never seen before. Each says what to do if it
 * was not them. Each is written in the account's language (docs/0068).
 */

export function emailChangeVerificationMail(
  firstName: string,
  newEmail: string,
  link: string,
  locale: Locale,
): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.emailChangeVerification} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: [words.mailTexts.emailChangeAsked(SITE_NAME, newEmail)],
      action: { label: words.mailLines.confirmNewEmailAction, url: link },
      footnote: words.mailTexts.emailChangeLinkTerms,
    },
    locale,
  );
}

export function emailChangeNoticeMail(
  firstName: string,
  newEmail: string,
  cancelLink: string,
  locale: Locale,
): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.emailChangeNotice} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: [words.mailTexts.emailChangeNotice(newEmail), words.mailTexts.emailChangeNotYou],
      action: { label: words.mailLines.cancelAndSecureAction, url: cancelLink },
      footnote: words.mailTexts.emailChangeCancelTerms,
    },
    locale,
  );
}

export function emailChangedMail(
  firstName: string,
  newEmail: string,
  supportEmail: string,
  locale: Locale,
): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.emailChanged} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: [
        words.mailTexts.emailChangedTo(SITE_NAME, newEmail),
        words.mailTexts.emailChangedNotYou,
        words.mailTexts.writeToSupport(supportEmail),
      ],
    },
    locale,
  );
}

export type SignInMethodChange =
  | "google-linked"
  | "google-unlinked"
  | "password-set"
  | "passkey-added"
  | "passkey-removed";

/** Each change's subject and sentence, by catalogue key (the same key in both namespaces). */
const methodChangeKeys = {
  "google-linked": "googleLinked",
  "google-unlinked": "googleUnlinked",
  "passkey-added": "passkeyAdded",
  "passkey-removed": "passkeyRemoved",
  "password-set": "passwordSet",
} as const satisfies Record<SignInMethodChange, string>;

export function signInMethodMail(
  firstName: string,
  change: SignInMethodChange,
  supportEmail: string,
  locale: Locale,
): MailContent {
  const words = messagesFor(locale);
  const key = methodChangeKeys[change];
  return renderMail(
    {
      subject: `${words.mailSubjects[key]} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: [words.mailTexts[key], words.mailLines.notYou(supportEmail)],
    },
    locale,
  );
}

export interface SignInSeen {
  at: number;
  browser: string | null;
  os: string | null;
  device: string | null;
  ip: string;
}

export function newDeviceSignInMail(
  firstName: string,
  seen: SignInSeen,
  dashboardUrl: string,
  locale: Locale,
): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.newDeviceSignIn} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: [words.mailTexts.newDeviceUsed],
      details: [
        { label: words.mailLabels.date, value: words.mailLabels.parisTime(writtenValuesFor(locale).dateTime(seen.at)) },
        { label: words.mailLabels.browser, value: seen.browser ?? words.mailLabels.unknownBrowser },
        { label: words.mailLabels.system, value: seen.os },
        { label: words.mailLabels.device, value: seen.device },
        { label: words.mailLabels.ipAddress, value: seen.ip },
      ],
      closing: [words.mailTexts.newDeviceWhatToDo],
      action: { label: words.mailLines.seeDevicesAction, url: dashboardUrl },
    },
    locale,
  );
}

/**
 * To the owner of an address whose account was never verified, once Google proved the address: whoever
 * created that account may not have been them, so its password is gone (docs/0007, pre-account hijacking).
 * `name` is Google's, not the account's: whoever registered chose that one.
 */
export function unverifiedAccountClaimedMail(
  name: string | null,
  dashboardUrl: string,
  supportEmail: string,
  locale: Locale,
): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.unverifiedAccountClaimed} – ${SITE_NAME}`,
      greeting: name ? words.mailLines.greeting(name) : words.mailLines.teamGreeting,
      paragraphs: [
        words.mailTexts.accountClaimedWhy(SITE_NAME),
        words.mailTexts.accountClaimedDone,
        words.mailTexts.accountClaimedPassword,
        words.mailTexts.accountClaimedNotYou(supportEmail),
      ],
      action: { label: words.mailLines.openAccountAction, url: dashboardUrl },
    },
    locale,
  );
}

/**
 * To the owner of an address someone tried to register again: the browser was answered as for a new
 * address (no one learns which addresses have an account), so the owner hears of it here instead.
 */
export function registrationAttemptMail(
  firstName: string,
  loginUrl: string,
  forgotUrl: string,
  locale: Locale,
): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.registrationAttempt} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: [
        words.mailTexts.registrationAttempted(SITE_NAME),
        words.mailTexts.registrationAttemptIfYou(loginUrl),
      ],
      action: { label: words.mailLines.resetPasswordAction, url: forgotUrl },
      footnote: words.mailTexts.registrationAttemptNotYou,
    },
    locale,
  );
}
