import { messages } from "../../src/shared/messages/catalogue.js";
import { formatParisDateTime } from "../../src/shared/paris-time.js";
import { type MailContent, renderMail } from "../platform/mail/mail-templates.js";

/**
 * The team's copy when a team member cancels a call from the back-office: its .ics CANCEL takes the call
 * out of the team's calendars too, not only the visitor's.
 */
export function teamCopyOfCancellationMail(
  booking: { reference: string; firstName: string; lastName: string; start: number },
  message: string | null,
): MailContent {
  const when = messages.mailLabels.parisTime(formatParisDateTime(booking.start));
  const who = `${booking.firstName} ${booking.lastName}`;
  return renderMail({
    subject: messages.mailSubjects.bookingCancelledTeam(booking.reference, who),
    greeting: messages.mailLines.teamGreeting,
    paragraphs: [
      `L'appel découverte du ${when} avec ${who} a été annulé depuis le back-office, et un e-mail en a prévenu ${who}. Le créneau est de nouveau proposé.`,
      "La pièce jointe retire le rendez-vous de l'agenda de l'équipe.",
    ],
    ...(message ? { quote: { label: messages.mailLabels.messageSent, text: message } } : {}),
  });
}
