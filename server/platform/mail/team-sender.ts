import type { Config } from "../config/config.js";

/**
 * The team as sender of the mails that carry a calendar invitation: the .ics's ORGANIZER and the mail's
 * From are one address (RFC 6047, iMIP), the team's, so calendars trust the invitation and send the
 * visitor's answer (RSVP) to a mailbox someone reads, not to MAIL_FROM's no-reply. LEADS_EMAIL should be
 * on the domain the mail is sent for (SPF/DKIM), like MAIL_FROM.
 */
export function teamSender(config: Config): { name: string; email: string; from: string } {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(config.mailFrom)?.[1] || "Novadis";
  return { name, email: config.leadsEmail, from: `"${name}" <${config.leadsEmail}>` };
}
