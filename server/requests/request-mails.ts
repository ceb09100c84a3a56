import { type RequestType, requestTypeLabels } from "../../src/requests/shared/request-types.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { formatParisDateTime } from "../../src/shared/paris-time.js";
import type { Config } from "../platform/config/config.js";
import { type MailContent, renderMail, SITE_NAME } from "../platform/mail/mail-templates.js";
import { retentionText } from "./retention.js";

/** A stored request as its mails tell it. Everything the visitor typed is escaped by renderMail. */
export interface RequestSummary {
  reference: string;
  type: RequestType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string | null;
  /** What the request is about, already named: "Offre", "Catégorie", "Poste", "Rendez-vous"... */
  about: Array<{ label: string; value: string }>;
  sourcePage: string | null;
  receivedAt: number;
}

/** What the visitor is told happens next, per type. */
const nextSteps: Record<RequestType, string> = {
  quote:
    "Un membre de notre équipe commerciale étudie votre projet et vous répond sous 24 h ouvrées (du lundi au vendredi, hors jours fériés), avec une proposition chiffrée ou les questions qui nous manquent.",
  contact: "Nous lisons chaque message et vous répondons par e-mail, du lundi au vendredi.",
  support:
    "Notre équipe d'assistance prend votre demande en charge et vous répond par e-mail. Pour un incident bloquant, utilisez l'assistance prioritaire avec la clé client de votre tableau de bord.",
  priority:
    "Votre demande a été transmise immédiatement à notre équipe d'assistance : elle passe avant les demandes ordinaires et nous vous contactons dès que possible.",
  booking:
    "À l'heure du rendez-vous, un membre de notre équipe vous appelle au numéro indiqué ; sans numéro, il vous envoie la veille un lien de visioconférence. L'invitation jointe ajoute le rendez-vous à votre agenda.",
  application:
    "Notre équipe de recrutement étudie votre candidature et vous répond par e-mail, que la réponse soit positive ou non.",
};

const intro: Record<RequestType, string> = {
  quote: "Nous avons bien reçu votre demande de devis, merci de votre confiance.",
  contact: "Nous avons bien reçu votre message, merci de nous avoir écrit.",
  support: "Nous avons bien reçu votre demande d'assistance.",
  priority: "Nous avons bien reçu votre demande d'assistance prioritaire.",
  booking: "Votre appel découverte de 30 minutes est réservé.",
  application: "Nous avons bien reçu votre candidature, merci de l'intérêt que vous portez à Novadis.",
};

function visitorDetails(request: RequestSummary) {
  return [
    ...request.about,
    { label: messages.mailLabels.subject, value: request.subject },
    { label: messages.mailLabels.company, value: request.company },
    { label: messages.mailLabels.phone, value: request.phone },
  ];
}

/**
 * To the address the visitor typed, which nobody has verified: a stranger can make us mail anyone. So it
 * carries nothing the visitor wrote freely (message, subject, company: text, addresses, links) — only the
 * name (held to a name's letters by personName), what the request is about as the site names it, the phone
 * (digits) and the address itself. The team's notification keeps everything (docs/0014-visitor-requests.md).
 */
export function acknowledgementMail(
  request: RequestSummary,
  config: Config,
  options: { cancelUrl?: string } = {},
): MailContent {
  const label = requestTypeLabels[request.type];
  return renderMail({
    subject: `${messages.mailSubjects.requestAcknowledged(label, request.reference)} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(request.firstName),
    paragraphs: [
      intro[request.type],
      `Sa référence : ${request.reference}. Rappelez-la si vous nous écrivez à ce sujet. Voici ce que nous avons enregistré :`,
    ],
    details: [
      ...request.about,
      { label: messages.mailLabels.phone, value: request.phone },
      { label: messages.mailLabels.email, value: request.email },
    ],
    closing: [nextSteps[request.type]],
    ...(options.cancelUrl ? { action: { label: messages.mailLines.cancelBookingAction, url: options.cancelUrl } } : {}),
    footnote: `Nous conservons ces informations ${retentionText(request.type)} pour traiter votre demande, puis les supprimons. Le détail de ce que nous gardons et vos droits : ${config.appUrl}/legal/privacy-policy`,
  });
}

/** To LEADS_EMAIL, with Reply-To the visitor: the team answers by replying. */
export function teamNotificationMail(request: RequestSummary, options: { accountEmail: string | null }): MailContent {
  const label = requestTypeLabels[request.type];
  return renderMail({
    subject: messages.mailSubjects.requestToHandle(
      request.reference,
      label,
      `${request.firstName} ${request.lastName}`,
      request.type === "priority",
    ),
    greeting: messages.mailLines.teamGreeting,
    paragraphs: [
      `${label} à traiter. Répondez à ce message pour écrire directement à ${request.firstName} ${request.lastName}.`,
    ],
    details: [
      { label: messages.mailLabels.reference, value: request.reference },
      {
        label: messages.mailLabels.receivedAt,
        value: messages.mailLabels.parisTime(formatParisDateTime(request.receivedAt)),
      },
      { label: messages.mailLabels.name, value: `${request.firstName} ${request.lastName}` },
      { label: messages.mailLabels.email, value: request.email },
      ...visitorDetails(request),
      { label: messages.mailLabels.sourcePage, value: request.sourcePage },
      { label: messages.mailLabels.clientAccount, value: options.accountEmail ?? messages.mailLabels.noClientAccount },
    ],
    ...(request.message ? { quote: { label: messages.mailLabels.message, text: request.message } } : {}),
  });
}

/** To an account whose client key was used with another e-mail address: misuse is seen, and the key can be changed. */
export function priorityKeyUsedMail(
  firstName: string,
  request: Pick<RequestSummary, "reference" | "firstName" | "lastName" | "email">,
  config: Config,
): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.clientKeyUsed} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      `Une demande d'assistance prioritaire (référence ${request.reference}) vient d'être envoyée avec la clé client de votre compte, au nom de ${request.firstName} ${request.lastName} (${request.email}).`,
      `Si vous ne la reconnaissez pas, générez une nouvelle clé depuis votre tableau de bord et prévenez-nous à ${config.supportEmail}.`,
    ],
    action: { label: messages.mailLines.openDashboardAction, url: `${config.appUrl}/dashboard` },
  });
}

/** When a booking is cancelled: to the visitor (confirmation) or to the team (the slot is free again). */
export function bookingCancelledMail(
  booking: { reference: string; firstName: string; lastName: string; start: number },
  audience: "visitor" | "team",
  config: Config,
): MailContent {
  const when = messages.mailLabels.parisTime(formatParisDateTime(booking.start));
  return audience === "visitor"
    ? renderMail({
        subject: `${messages.mailSubjects.bookingCancelled(booking.reference)} – ${SITE_NAME}`,
        greeting: messages.mailLines.greeting(booking.firstName),
        paragraphs: [
          `Votre appel découverte du ${when} est annulé, comme vous l'avez demandé. La pièce jointe le retire de votre agenda.`,
          "Vous pouvez réserver un autre créneau à tout moment.",
        ],
        action: { label: messages.mailLines.chooseAnotherSlotAction, url: `${config.appUrl}/rendez-vous` },
      })
    : renderMail({
        subject: messages.mailSubjects.bookingCancelledTeam(
          booking.reference,
          `${booking.firstName} ${booking.lastName}`,
        ),
        greeting: messages.mailLines.teamGreeting,
        paragraphs: [
          `${booking.firstName} ${booking.lastName} a annulé son appel découverte du ${when}. Le créneau est de nouveau proposé.`,
        ],
      });
}

/** When the team cancels a call from the back-office calendar: to the visitor, with the team's message if any. */
export function bookingCancelledByTeamMail(
  booking: { reference: string; firstName: string; start: number },
  message: string | null,
  config: Config,
): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.bookingCancelled(booking.reference)} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(booking.firstName),
    paragraphs: [
      `Nous devons malheureusement annuler votre appel découverte du ${formatParisDateTime(booking.start)} (heure de Paris). La pièce jointe le retire de votre agenda.`,
    ],
    ...(message ? { quote: { label: messages.mailLabels.teamMessage, text: message } } : {}),
    closing: ["Toutes nos excuses. Choisissez un autre créneau quand vous le souhaitez, ou répondez à ce message."],
    action: { label: messages.mailLines.chooseAnotherSlotAction, url: `${config.appUrl}/rendez-vous` },
  });
}

/**
 * The team's answer written in the back-office: to the visitor, with Reply-To the team address so the
 * conversation continues in the team's mailbox; the reference in the subject ties it to the request.
 */
export function teamReplyMail(
  request: Pick<RequestSummary, "reference" | "type" | "firstName">,
  text: string,
): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.teamReply(requestTypeLabels[request.type], request.reference)} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(request.firstName),
    paragraphs: text.split("\n").filter((line) => line.trim() !== ""),
    footnote: `Référence de votre demande : ${request.reference}. Répondez simplement à ce message pour nous écrire.`,
  });
}
