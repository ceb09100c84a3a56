import { messages } from "../../src/shared/messages/catalogue.js";
import { formatExcludingTax } from "../../src/shared/money.js";
import { formatParisDateTime } from "../../src/shared/paris-time.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { Config } from "../platform/config/config.js";
import { messagesFor, visitorLanguageName } from "../platform/language/messages-for.js";
import { writtenValuesFor } from "../platform/language/written-values.js";
import { type MailContent, renderMail, SITE_NAME } from "../platform/mail/mail-templates.js";
import type { QuoteDocument } from "./quote-document.js";
import { quoteLineIn } from "./quote-line-words.js";
import { DEPOSIT_PERCENT, paymentSchedule, termsOfSaleAddress } from "./quote-terms.js";

/** The quote's lines and total, in a language: the client's in their mails, French in the team's. */
function lineDetails(quote: QuoteDocument, locale: Locale) {
  const words = messagesFor(locale);
  const written = writtenValuesFor(locale);
  return [
    ...quote.lines
      .map((line) => quoteLineIn(line, locale))
      .map((line) => ({
        label: line.name,
        value: words.mailLabels.priceAndDelivery(written.excludingTax(line.priceExcludingTax), line.deliveryTime),
      })),
    {
      label: words.mailLabels.total,
      value: words.mailLabels.totalWithTax(
        written.excludingTax(quote.totals.totalExcludingTax),
        written.includingTax(quote.totals.totalIncludingTax),
      ),
    },
  ];
}

/** A re-issued quote says which expired quote it replaces, and why its prices may differ. */
const replacement = (quote: QuoteDocument, locale: Locale) =>
  quote.replaces ? [messagesFor(locale).mailTexts.quoteReplaces(quote.replaces)] : [];

const termsOfSale = (locale: Locale, config: Config) =>
  `${messagesFor(locale).mailTexts.termsOfSaleBefore} ${termsOfSaleAddress(config.appUrl, locale)}`;

/** To the client, with the PDF attached, in the language they asked in (docs/0068). */
export function quoteIssuedMail(
  quote: QuoteDocument,
  links: { pdfUrl: string; acceptUrl: string },
  config: Config,
): MailContent {
  const { locale } = quote;
  const words = messagesFor(locale);
  return renderMail(
    {
      subject: `${words.mailSubjects.quoteSent(quote.reference)} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(quote.customer.firstName),
      paragraphs: [
        words.mailTexts.quoteIssued(quote.reference, writtenValuesFor(locale).date(quote.expiresAt)),
        ...replacement(quote, locale),
      ],
      details: lineDetails(quote, locale),
      closing: [`${words.mailTexts.quoteDownloadBefore} ${links.pdfUrl}`, words.mailTexts.quoteQuestions],
      action: { label: words.mailLines.acceptQuoteAction, url: links.acceptUrl },
      footnote: termsOfSale(locale, config),
    },
    locale,
  );
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
      ...replacement(quote, "fr"),
    ],
    details: [
      ...lineDetails(quote, "fr"),
      { label: messages.mailLabels.visitorLanguage, value: visitorLanguageName(quote.locale) },
      { label: messages.mailLabels.company, value: customer.company },
      { label: messages.mailLabels.email, value: customer.email },
      { label: messages.mailLabels.vatNumber, value: customer.vatNumber },
      { label: messages.mailLabels.clientAccount, value: accountEmail ?? messages.mailLabels.noClientAccount },
    ],
  });
}

/** To the client once the quote is accepted: the order confirmation the terms of sale promise, in their language. */
export function quoteAcceptedMail(quote: QuoteDocument, config: Config): MailContent {
  const { locale } = quote;
  const words = messagesFor(locale);
  const { deposit } = paymentSchedule(quote.totals);
  return renderMail(
    {
      subject: `${words.mailSubjects.quoteAccepted(quote.reference)} – ${SITE_NAME}`,
      greeting: words.mailLines.greeting(quote.customer.firstName),
      paragraphs: [words.mailTexts.quoteAcceptedBefore(quote.reference)],
      details: lineDetails(quote, locale),
      closing: [
        words.mailTexts.depositNext(DEPOSIT_PERCENT, writtenValuesFor(locale).includingTax(deposit)),
        words.mailTexts.kickOffCall,
      ],
      footnote: termsOfSale(locale, config),
    },
    locale,
  );
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
      ...lineDetails(quote, "fr"),
      { label: messages.mailLabels.visitorLanguage, value: visitorLanguageName(quote.locale) },
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
