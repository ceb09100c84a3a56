import { frenchTypography } from "../../../src/shared/french-typography.js";
import type { Locale } from "../../../src/shared/site-locale.js";
import { messagesFor } from "../language/messages-for.js";

/** The mails the site sends, each as HTML and plain text, in the language of the person it goes to. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const SITE_NAME = "Novadis";

/** Every value written into a mail's HTML goes through this: what visitors type is never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface MailLayout {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A summary as label/value lines (what a visitor sent, for instance); empty values are left out. */
  details?: Array<{ label: string; value: string | null | undefined }>;
  /** A block of free text shown as written (line breaks kept), e.g. a visitor's message. */
  quote?: { label: string; text: string };
  /** Paragraphs after the summary. */
  closing?: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

function detailsHtml(details: Array<{ label: string; value: string }>): string {
  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" style="border-collapse:collapse;margin:16px 0">\n${rows}\n</table>`;
}

/** A label and what follows it: French puts a no-break space before the colon, English none. */
const labelled = (locale: Locale, label: string, value: string) => `${label}${colon(locale)} ${value}`;
const colon = (locale: Locale) => (locale === "en" ? ":" : "\u00a0:");

/**
 * One layout for every mail, so HTML and text always say the same thing. In French our words are set in French
 * typography here, whoever wrote them (docs/0058-french-typography.md); English is written as it stands. What a
 * visitor typed (the summary's values, the quoted message) is shown as written. `locale`: the language of the
 * person it goes to (docs/0068); the team's mails are French.
 */
export function renderMail(layout: MailLayout, locale: Locale = "fr"): MailContent {
  const set = locale === "en" ? (text: string) => text : frenchTypography;
  const words = messagesFor(locale);
  const subject = set(layout.subject);
  const greeting = set(layout.greeting);
  const paragraphs = layout.paragraphs.map(set);
  const closing = (layout.closing ?? []).map(set);
  const footnote = layout.footnote && set(layout.footnote);
  const action = layout.action && { ...layout.action, label: set(layout.action.label) };
  const quote = layout.quote && { ...layout.quote, label: set(layout.quote.label) };
  const details = (layout.details ?? [])
    .filter((each): each is { label: string; value: string } => Boolean(each.value))
    .map(({ label, value }) => ({ label: set(label), value }));
  const signature = words.mailLabels.signature(SITE_NAME);
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(details.length > 0 ? [...details.map(({ label, value }) => labelled(locale, label, value)), ""] : []),
    ...(quote ? [`${quote.label}${colon(locale)}`, ...quote.text.split("\n").map((line) => `> ${line}`), ""] : []),
    ...closing.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [labelled(locale, action.label, action.url), ""] : []),
    ...(footnote ? [footnote, ""] : []),
    signature,
  ].join("\n");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(words.mailTexts.buttonFallbackBefore)}<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#4f46e5">${SITE_NAME}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${details.length > 0 ? detailsHtml(details) : ""}
${quote ? `<p style="margin-bottom:4px;color:#555">${escapeHtml(quote.label)}${colon(locale)}</p>\n<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c7d2fe;background:#f5f7ff;white-space:pre-wrap">${escapeHtml(quote.text)}</blockquote>` : ""}
${closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${button}
${footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : ""}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { subject, text, html };
}

export function verificationMail(firstName: string, link: string, locale: Locale = "fr"): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.verifyEmail} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: [words.mailTexts.verifyEmail(SITE_NAME)],
      action: { label: words.mailLines.verifyEmailAction, url: link },
      footnote: words.mailTexts.verifyEmailFootnote,
    },
    locale,
  );
}

/** `sentBy`: the visitor asked on the site ('Mot de passe oublié'), or our team sent it from the back-office. */
export function passwordResetMail(
  firstName: string,
  link: string,
  sentBy: "visitor" | "team" = "visitor",
  locale: Locale = "fr",
): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.passwordReset} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: [
        sentBy === "team" ? words.mailTexts.passwordResetByTeam(SITE_NAME) : words.mailTexts.passwordResetByVisitor,
      ],
      action: { label: words.mailLines.chooseNewPasswordAction, url: link },
      footnote: words.mailTexts.passwordResetFootnote,
    },
    locale,
  );
}

/** A short mail to an account about its own security: its words, then, but for a deletion, the "not you?" line. */
function accountNotice(
  locale: Locale,
  firstName: string,
  subject: (words: ReturnType<typeof messagesFor>) => string,
  paragraphs: (words: ReturnType<typeof messagesFor>) => string[],
): MailContent {
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${subject(words)} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(firstName),
      paragraphs: paragraphs(words),
    },
    locale,
  );
}

export const passwordChangedMail = (firstName: string, supportEmail: string, locale: Locale = "fr") =>
  accountNotice(
    locale,
    firstName,
    (words) => words.mailSubjects.passwordChanged,
    (words) => [words.mailTexts.passwordChanged, words.mailLines.notYou(supportEmail)],
  );

export const accountDeletedMail = (firstName: string, supportEmail: string, locale: Locale = "fr") =>
  accountNotice(
    locale,
    firstName,
    (words) => words.mailSubjects.accountDeleted,
    (words) => [words.mailTexts.accountDeleted(SITE_NAME), words.mailTexts.writeToUs(supportEmail)],
  );

export const twoFactorEnabledMail = (firstName: string, supportEmail: string, locale: Locale = "fr") =>
  accountNotice(
    locale,
    firstName,
    (words) => words.mailSubjects.twoFactorEnabled,
    (words) => [words.mailTexts.twoFactorEnabled, words.mailLines.notYou(supportEmail)],
  );

export const recoveryCodesRenewedMail = (firstName: string, supportEmail: string, locale: Locale = "fr") =>
  accountNotice(
    locale,
    firstName,
    (words) => words.mailSubjects.recoveryCodesRenewed,
    (words) => [words.mailTexts.recoveryCodesRenewed, words.mailLines.notYou(supportEmail)],
  );

export const twoFactorDisabledMail = (firstName: string, supportEmail: string, locale: Locale = "fr") =>
  accountNotice(
    locale,
    firstName,
    (words) => words.mailSubjects.twoFactorDisabled,
    (words) => [words.mailTexts.twoFactorDisabled, words.mailLines.notYou(supportEmail)],
  );
