import { messages } from "../../src/shared/messages/catalogue.js";
import { formatExcludingTax, formatIncludingTax } from "../../src/shared/money.js";
import { formatParisDate, formatParisDateTime } from "../../src/shared/paris-time.js";
import type { Config } from "../platform/config/config.js";
import { type MailContent, renderMail, SITE_NAME } from "../platform/mail/mail-templates.js";
import type { QuoteDocument } from "./quote-document.js";
import { DEPOSIT_PERCENT, paymentSchedule } from "./quote-terms.js";

function lineDetails(quote: QuoteDocument) {
  return [
    ...quote.lines.map((line) => ({
      label: line.name,
      value: `${formatExcludingTax(line.priceExcludingTax)} (délai : ${line.deliveryTime})`,
    })),
    {
      label: messages.mailLabels.total,
      value: `${formatExcludingTax(quote.totals.totalExcludingTax)}, soit ${formatIncludingTax(quote.totals.totalIncludingTax)}`,
    },
  ];
}

/** A re-issued quote says which expired quote it replaces, and why its prices may differ. */
const replacement = (quote: QuoteDocument) =>
  quote.replaces ? [`Il remplace le devis ${quote.replaces}, expiré : les prix sont ceux d'aujourd'hui.`] : [];

/** To the client, with the PDF attached. */
export function quoteIssuedMail(
  quote: QuoteDocument,
  links: { pdfUrl: string; acceptUrl: string },
  config: Config,
): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.quoteSent(quote.reference)} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(quote.customer.firstName),
    paragraphs: [
      `Voici votre devis ${quote.reference}, en pièce jointe au format PDF. Il est valable jusqu'au ${formatParisDate(quote.expiresAt)}.`,
      ...replacement(quote),
    ],
    details: lineDetails(quote),
    closing: [
      `Vous pouvez aussi le télécharger à cette adresse : ${links.pdfUrl}`,
      "Une question sur le périmètre ou les délais ? Répondez simplement à cet e-mail.",
    ],
    action: { label: messages.mailLines.acceptQuoteAction, url: links.acceptUrl },
    footnote: `Nos conditions générales de vente : ${config.appUrl}/legal/terms-of-sale`,
  });
}

/** To LEADS_EMAIL, Reply-To the client: a quote went out, the team may follow it up. */
export function quoteNotificationMail(quote: QuoteDocument, accountEmail: string | null): MailContent {
  const { customer } = quote;
  return renderMail({
    subject: messages.mailSubjects.quoteIssuedTeam(
      quote.reference,
      customer.company,
      formatExcludingTax(quote.totals.totalExcludingTax),
    ),
    greeting: messages.mailLines.teamGreeting,
    paragraphs: [
      `Un devis instantané vient d'être émis pour ${customer.firstName} ${customer.lastName}. Répondez à ce message pour lui écrire.`,
      ...replacement(quote),
    ],
    details: [
      ...lineDetails(quote),
      { label: messages.mailLabels.company, value: customer.company },
      { label: messages.mailLabels.email, value: customer.email },
      { label: messages.mailLabels.vatNumber, value: customer.vatNumber },
      { label: messages.mailLabels.clientAccount, value: accountEmail ?? messages.mailLabels.noClientAccount },
    ],
  });
}

/** To the client once the quote is accepted: the order confirmation the terms of sale promise. */
export function quoteAcceptedMail(quote: QuoteDocument, config: Config): MailContent {
  const { deposit } = paymentSchedule(quote.totals);
  return renderMail({
    subject: `${messages.mailSubjects.quoteAccepted(quote.reference)} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(quote.customer.firstName),
    paragraphs: [
      `Vous avez accepté le devis ${quote.reference}, merci de votre confiance. Cet e-mail confirme votre commande :`,
    ],
    details: lineDetails(quote),
    closing: [
      `Prochaine étape : nous vous envoyons la facture d'acompte (${DEPOSIT_PERCENT}\u00a0%, soit ${formatIncludingTax(deposit)}). Le projet démarre à son encaissement ; les délais courent à partir de là.`,
      "Un membre de notre équipe vous contacte sous 24 h ouvrées pour planifier l'atelier de lancement.",
    ],
    footnote: `Nos conditions générales de vente : ${config.appUrl}/legal/terms-of-sale`,
  });
}

/** To LEADS_EMAIL: who accepted, when and from which address (the acceptance's record). */
export function quoteAcceptedTeamMail(
  quote: QuoteDocument,
  acceptance: { at: number; ip: string; by: string },
): MailContent {
  const { customer } = quote;
  return renderMail({
    subject: messages.mailSubjects.quoteAcceptedTeam(
      quote.reference,
      customer.company,
      formatExcludingTax(quote.totals.totalExcludingTax),
    ),
    greeting: messages.mailLines.teamGreeting,
    paragraphs: [
      `${customer.firstName} ${customer.lastName} vient d'accepter le devis ${quote.reference} : envoyez la facture d'acompte.`,
    ],
    details: [
      ...lineDetails(quote),
      {
        label: messages.mailLabels.acceptedAt,
        value: messages.mailLabels.parisTime(formatParisDateTime(acceptance.at)),
      },
      { label: messages.mailLabels.acceptedBy, value: acceptance.by },
      { label: messages.mailLabels.ipAddress, value: acceptance.ip },
      { label: messages.mailLabels.company, value: customer.company },
      { label: messages.mailLabels.email, value: customer.email },
    ],
  });
}
