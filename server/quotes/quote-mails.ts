import { formatExcludingTax, formatIncludingTax } from "../../src/shared/money.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import type { Config } from "../config/config.js";
import { type MailContent, renderMail, SITE_NAME } from "../mail/mail-templates.js";
import type { QuoteDocument } from "./quote-document.js";

function lineDetails(quote: QuoteDocument) {
  return [
    ...quote.lines.map((line) => ({
      label: line.name,
      value: `${formatExcludingTax(line.priceExcludingTax)} (délai : ${line.deliveryTime})`,
    })),
    {
      label: "Total",
      value: `${formatExcludingTax(quote.totals.totalExcludingTax)}, soit ${formatIncludingTax(quote.totals.totalIncludingTax)}`,
    },
  ];
}

/** To the client, with the PDF attached. */
export function quoteIssuedMail(quote: QuoteDocument, links: { pdfUrl: string }, config: Config): MailContent {
  return renderMail({
    subject: `Votre devis ${quote.reference} – ${SITE_NAME}`,
    greeting: `Bonjour ${quote.customer.firstName},`,
    paragraphs: [
      `Voici votre devis ${quote.reference}, en pièce jointe au format PDF. Il est valable jusqu'au ${formatParisDate(quote.expiresAt)}.`,
    ],
    details: lineDetails(quote),
    closing: [
      `Vous pouvez aussi le télécharger à cette adresse : ${links.pdfUrl}`,
      "Une question sur le périmètre ou les délais ? Répondez simplement à cet e-mail.",
    ],
    footnote: `Nos conditions générales de vente : ${config.appUrl}/legal/terms-of-sale`,
  });
}

/** To LEADS_EMAIL, Reply-To the client: a quote went out, the team may follow it up. */
export function quoteNotificationMail(quote: QuoteDocument, accountEmail: string | null): MailContent {
  const { customer } = quote;
  return renderMail({
    subject: `[${quote.reference}] Devis émis – ${customer.company} (${formatExcludingTax(quote.totals.totalExcludingTax)})`,
    greeting: "Bonjour,",
    paragraphs: [
      `Un devis instantané vient d'être émis pour ${customer.firstName} ${customer.lastName}. Répondez à ce message pour lui écrire.`,
    ],
    details: [
      ...lineDetails(quote),
      { label: "Société", value: customer.company },
      { label: "E-mail", value: customer.email },
      { label: "TVA intracommunautaire", value: customer.vatNumber },
      { label: "Compte client", value: accountEmail ?? "aucun (visiteur)" },
    ],
  });
}
