import { frenchTypography } from "../../../src/shared/french-typography.js";
import { messages } from "../../../src/shared/messages/catalogue.js";

/** The mails the site sends, in French, each as HTML and plain text. */
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

/** A label and what follows it, with the no-break space French typography puts before the colon. */
const labelled = (label: string, value: string) => `${label}\u00a0: ${value}`;

/**
 * One layout for every mail, so HTML and text always say the same thing. Our words are set in French typography
 * here, whoever wrote them (docs/0058-french-typography.md); what a visitor typed (the summary's values, the
 * quoted message) is shown as written.
 */
export function renderMail(layout: MailLayout): MailContent {
  const subject = frenchTypography(layout.subject);
  const greeting = frenchTypography(layout.greeting);
  const paragraphs = layout.paragraphs.map(frenchTypography);
  const closing = (layout.closing ?? []).map(frenchTypography);
  const footnote = layout.footnote && frenchTypography(layout.footnote);
  const action = layout.action && { ...layout.action, label: frenchTypography(layout.action.label) };
  const quote = layout.quote && { ...layout.quote, label: frenchTypography(layout.quote.label) };
  const details = (layout.details ?? [])
    .filter((each): each is { label: string; value: string } => Boolean(each.value))
    .map(({ label, value }) => ({ label: frenchTypography(label), value }));
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(details.length > 0 ? [...details.map(({ label, value }) => labelled(label, value)), ""] : []),
    ...(quote ? [`${quote.label}\u00a0:`, ...quote.text.split("\n").map((line) => `> ${line}`), ""] : []),
    ...closing.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [labelled(action.label, action.url), ""] : []),
    ...(footnote ? [footnote, ""] : []),
    `L'équipe ${SITE_NAME}`,
  ].join("\n");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#4f46e5">${SITE_NAME}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${details.length > 0 ? detailsHtml(details) : ""}
${quote ? `<p style="margin-bottom:4px;color:#555">${escapeHtml(quote.label)}\u00a0:</p>\n<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c7d2fe;background:#f5f7ff;white-space:pre-wrap">${escapeHtml(quote.text)}</blockquote>` : ""}
${closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${button}
${footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : ""}
<p>L'équipe ${SITE_NAME}</p>
</body></html>`;
  return { subject, text, html };
}

export function verificationMail(firstName: string, link: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.verifyEmail} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      `Merci de votre inscription sur ${SITE_NAME}. Confirmez votre adresse e-mail pour activer votre compte.`,
    ],
    action: { label: messages.mailLines.verifyEmailAction, url: link },
    footnote: "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
  });
}

/** `sentBy`: the visitor asked on the site ('Mot de passe oublié'), or our team sent it from the back-office. */
export function passwordResetMail(
  firstName: string,
  link: string,
  sentBy: "visitor" | "team" = "visitor",
): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.passwordReset} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      sentBy === "team"
        ? `Notre équipe vous envoie ce lien pour réinitialiser le mot de passe de votre compte ${SITE_NAME}. Choisissez-en un nouveau avec le lien ci-dessous.`
        : "Vous avez demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau avec le lien ci-dessous.",
    ],
    action: { label: messages.mailLines.chooseNewPasswordAction, url: link },
    footnote:
      "Ce lien est valable 1 heure et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  });
}

export function passwordChangedMail(firstName: string, supportEmail: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.passwordChanged} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: ["Le mot de passe de votre compte vient d'être modifié.", messages.mailLines.notYou(supportEmail)],
  });
}

export function accountDeletedMail(firstName: string, supportEmail: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.accountDeleted} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      `Votre compte ${SITE_NAME} et les données qui s'y rattachent ont été supprimés, comme vous l'avez demandé.`,
      `Pour toute question, écrivez-nous à ${supportEmail}.`,
    ],
  });
}

export function twoFactorEnabledMail(firstName: string, supportEmail: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.twoFactorEnabled} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      "La double authentification vient d'être activée sur votre compte : chaque connexion demandera désormais un code de votre application d'authentification.",
      messages.mailLines.notYou(supportEmail),
    ],
  });
}

export function recoveryCodesRenewedMail(firstName: string, supportEmail: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.recoveryCodesRenewed} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      "De nouveaux codes de récupération viennent d'être créés pour votre compte : les précédents ne fonctionnent plus.",
      messages.mailLines.notYou(supportEmail),
    ],
  });
}

export function twoFactorDisabledMail(firstName: string, supportEmail: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.twoFactorDisabled} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      "La double authentification vient d'être désactivée sur votre compte : le mot de passe suffit de nouveau pour vous connecter.",
      messages.mailLines.notYou(supportEmail),
    ],
  });
}
