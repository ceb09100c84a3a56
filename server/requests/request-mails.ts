import { pathIn } from "../../src/app/shared/locale-paths.js";
import { bookingPath } from "../../src/requests/shared/request-pages.js";
import { type RequestType, requestTypeLabels } from "../../src/requests/shared/request-types.js";
import { type EnglishCatalogue, messages } from "../../src/shared/messages/catalogue.js";
import { formatParisDateTime } from "../../src/shared/paris-time.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { Config } from "../platform/config/config.js";
import { messagesFor, visitorLanguageName } from "../platform/language/messages-for.js";
import { writtenValuesFor } from "../platform/language/written-values.js";
import { type MailContent, renderMail, SITE_NAME } from "../platform/mail/mail-templates.js";
import { retentionYears } from "./retention.js";

/** The labels of what a request is about (mail-labels.ts): the visitor reads them in their language, the team in French. */
export type AboutLabel = "offer" | "expertise" | "category" | "appointment" | "job" | "cv";

/** What a request is about, already named; a value that depends on the language (a date) is written per locale. */
export interface AboutLine {
  label: AboutLabel;
  value: string | ((locale: Locale) => string);
}

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
  /** What the request is about: an offer, a category, a position, an appointment... */
  about: AboutLine[];
  sourcePage: string | null;
  receivedAt: number;
  /** The language the visitor wrote in: their acknowledgement's (docs/0068). */
  locale: Locale;
}

/** What the visitor is told they sent, then what happens next, per type, in their language. */
const received = (words: EnglishCatalogue): Record<RequestType, string> => ({
  quote: words.mailTexts.quoteReceived,
  contact: words.mailTexts.contactReceived,
  support: words.mailTexts.supportReceived,
  priority: words.mailTexts.priorityReceived,
  booking: words.mailTexts.bookingReceived,
  application: words.mailTexts.applicationReceived(SITE_NAME),
});

const nextSteps = (words: EnglishCatalogue): Record<RequestType, string> => ({
  quote: words.mailTexts.quoteNextSteps,
  contact: words.mailTexts.contactNextSteps,
  support: words.mailTexts.supportNextSteps,
  priority: words.mailTexts.priorityNextSteps,
  booking: words.mailTexts.bookingNextSteps,
  application: words.mailTexts.applicationNextSteps,
});

/** The request type's name in a language (requestLabels). */
const typeLabel = (words: EnglishCatalogue, type: RequestType) => words.requestLabels[`${type}Label`];

const aboutIn = (locale: Locale, about: AboutLine[]) =>
  about.map(({ label, value }) => ({
    label: messagesFor(locale).mailLabels[label],
    value: typeof value === "string" ? value : value(locale),
  }));

function visitorDetails(request: RequestSummary) {
  return [
    ...aboutIn("fr", request.about),
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
 * Written in the language the visitor used (docs/0068).
 */
export function acknowledgementMail(
  request: RequestSummary,
  config: Config,
  options: { cancelUrl?: string } = {},
): MailContent {
  const { locale } = request;
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.requestAcknowledged(typeLabel(words, request.type), request.reference)} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(request.firstName),
      paragraphs: [received(words)[request.type], words.mailTexts.requestReferenceBefore(request.reference)],
      details: [
        ...aboutIn(locale, request.about),
        { label: words.mailLabels.phone, value: request.phone },
        { label: words.mailLabels.email, value: request.email },
      ],
      closing: [nextSteps(words)[request.type]],
      ...(options.cancelUrl ? { action: { label: words.mailLines.cancelBookingAction, url: options.cancelUrl } } : {}),
      footnote: `${words.mailTexts.retentionBefore(retentionYears(request.type))} ${config.appUrl}/legal/privacy-policy`,
    },
    locale,
  );
}

/** To LEADS_EMAIL, with Reply-To the visitor: the team answers by replying. French, naming the visitor's language. */
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
      { label: messages.mailLabels.visitorLanguage, value: visitorLanguageName(request.locale) },
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

/** The booking page, in the visitor's language: where a cancelled call's mail sends them to choose again. */
const bookingAddress = (config: Config, locale: Locale) => `${config.appUrl}${pathIn(locale, bookingPath)}`;

/** A call's time as the visitor's mail writes it, Paris time said. */
const callTime = (start: number, locale: Locale) =>
  messagesFor(locale).mailLabels.parisTime(writtenValuesFor(locale).dateTime(start));

/** When a visitor cancels their booking: their confirmation, in the language they booked in. */
export function bookingCancelledMail(
  booking: { reference: string; firstName: string; start: number; locale: Locale },
  config: Config,
): MailContent {
  const { locale } = booking;
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.bookingCancelled(booking.reference)} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(booking.firstName),
      paragraphs: [
        words.mailTexts.callCancelledAsAsked(callTime(booking.start, locale)),
        words.mailTexts.bookAnotherSlot,
      ],
      action: { label: words.mailLines.chooseAnotherSlotAction, url: bookingAddress(config, locale) },
    },
    locale,
  );
}

/** When a visitor cancels their booking (or their account with it): to the team, the slot is free again. */
export function teamBookingCancelledMail(booking: {
  reference: string;
  firstName: string;
  lastName: string;
  start: number;
}): MailContent {
  return renderMail({
    subject: messages.mailSubjects.bookingCancelledTeam(booking.reference, `${booking.firstName} ${booking.lastName}`),
    greeting: messages.mailLines.teamGreeting,
    paragraphs: [
      `${booking.firstName} ${booking.lastName} a annulé son appel découverte du ${callTime(booking.start, "fr")}. Le créneau est de nouveau proposé.`,
    ],
  });
}

/** When the team cancels a call from the back-office calendar: to the visitor, with the team's message if any. */
export function bookingCancelledByTeamMail(
  booking: { reference: string; firstName: string; start: number; locale: Locale },
  message: string | null,
  config: Config,
): MailContent {
  const { locale } = booking;
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.bookingCancelled(booking.reference)} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(booking.firstName),
      paragraphs: [words.mailTexts.callCancelledByTeam(callTime(booking.start, locale))],
      ...(message ? { quote: { label: words.mailLabels.teamMessage, text: message } } : {}),
      closing: [words.mailTexts.callCancelledApology],
      action: { label: words.mailLines.chooseAnotherSlotAction, url: bookingAddress(config, locale) },
    },
    locale,
  );
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
