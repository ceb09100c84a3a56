/** The mails the site sends, in French, each as HTML and plain text. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SITE_NAME = "Novadis";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface Layout {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** One layout for every mail, so HTML and text always say the same thing. */
function render({ subject, greeting, paragraphs, action, footnote }: Layout): MailContent {
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [`${action.label} : ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    `L'équipe ${SITE_NAME}`,
  ].join("\n");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#4f46e5">${SITE_NAME}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${button}
${footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : ""}
<p>L'équipe ${SITE_NAME}</p>
</body></html>`;
  return { subject, text, html };
}

export function verificationMail(firstName: string, link: string): MailContent {
  return render({
    subject: `Vérifiez votre adresse e-mail – ${SITE_NAME}`,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      `Merci de votre inscription sur ${SITE_NAME}. Confirmez votre adresse e-mail pour activer votre compte.`,
    ],
    action: { label: "Vérifier mon adresse e-mail", url: link },
    footnote: "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
  });
}

export function passwordResetMail(firstName: string, link: string): MailContent {
  return render({
    subject: `Réinitialisation de votre mot de passe – ${SITE_NAME}`,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      "Vous avez demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau avec le lien ci-dessous.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: link },
    footnote:
      "Ce lien est valable 1 heure et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  });
}

export function passwordChangedMail(firstName: string, supportEmail: string): MailContent {
  return render({
    subject: `Votre mot de passe a été modifié – ${SITE_NAME}`,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      "Le mot de passe de votre compte vient d'être modifié.",
      `Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe et écrivez-nous à ${supportEmail}.`,
    ],
  });
}

export function accountDeletedMail(firstName: string, supportEmail: string): MailContent {
  return render({
    subject: `Votre compte a été supprimé – ${SITE_NAME}`,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      `Votre compte ${SITE_NAME} et les données qui s'y rattachent ont été supprimés, comme vous l'avez demandé.`,
      `Pour toute question, écrivez-nous à ${supportEmail}.`,
    ],
  });
}
