import { useRef } from "react";
import { Link } from "wouter";
import { formatIncludingTax } from "../../shared/locale-text/numbers.js";
import { messages } from "../../shared/messages/catalogue.js";
import { CheckIcon } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { Confirmation } from "../../ui/forms/Confirmation.js";
import type { IssuedQuoteAnswer } from "../shared/quote-schemas.js";

/** This site's path of the PDF: the API answers an absolute URL (for API clients), the page links within the site. */
const sitePath = (url: string) => {
  const parsed = new URL(url, window.location.href);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * An issued quote: its reference, total and PDF. The heading takes the focus, so a screen reader announces it.
 */
export function QuoteConfirmation({ quote }: { quote: IssuedQuoteAnswer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Confirmation
      label={messages.basket.quoteReadyHeading}
      focusTarget={heading}
      className="space-y-5"
      data-testid="quote-confirmation"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700">
        <CheckIcon width={30} height={30} />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900">
        {messages.basket.quoteReadyHeading}
      </h2>
      <p className="text-slate-700">
        {messages.basket.quoteReadyBefore} <strong className="font-mono text-slate-900">{quote.reference}</strong>
        {messages.basket.quoteAmountBetween}{" "}
        <strong className="text-slate-900">{formatIncludingTax(quote.totalIncludingTax)}</strong>
        {messages.basket.quoteValidity}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={sitePath(quote.pdfUrl)} download={`${quote.reference}.pdf`} className={buttonStyles.primary}>
          {messages.basket.downloadQuoteLink}
        </a>
        <Link href="/start-scale" className={buttonStyles.secondary}>
          {messages.startScale.seeOffersLink}
        </Link>
      </div>
    </Confirmation>
  );
}
