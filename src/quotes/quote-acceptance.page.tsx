import type { ReactNode } from "react";
import { Link } from "wouter";
import { PageMeta } from "../app/PageMeta.js";
import { messages } from "../shared/messages/catalogue.js";
import { Container } from "../ui/Container.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { FormAlert } from "../ui/forms/FormAlert.js";
import { PostForm } from "../ui/forms/PostForm.js";
import { SubmitButton } from "../ui/forms/SubmitButton.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { type QuoteLinesShown, quoteAcceptPath } from "./shared/quote-states.js";

const FORM = "quote-accept";
const REISSUE_FORM = "quote-reissue";

/** The server's lines, or none when the result holds none (a flash from before they were shown). */
function linesOf(quote: Record<string, string>): QuoteLinesShown {
  try {
    const lines: unknown = JSON.parse(quote.lines ?? "[]");
    return Array.isArray(lines) ? (lines as QuoteLinesShown) : [];
  } catch {
    return [];
  }
}

/** What the quote holds: its offers with their delay and price, its totals, and its PDF while the link opens it. */
function QuoteDetails({ quote }: { quote: Record<string, string> }) {
  const lines = linesOf(quote);
  return (
    <div className="space-y-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{messages.quoteAcceptance.quoteLabel}</dt>
          <dd className="font-bold text-slate-900">{quote.reference}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{messages.quoteAcceptance.totalLabel}</dt>
          <dd className="font-bold text-slate-900">{quote.total}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{messages.quoteAcceptance.validUntilLabel}</dt>
          <dd className="font-bold text-slate-900">{quote.expires}</dd>
        </div>
      </dl>
      {lines.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{messages.quoteAcceptance.linesCaption(quote.reference ?? "")}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {messages.quoteAcceptance.offerColumn}
              </th>
              <th scope="col" className="py-2 font-medium">
                {messages.quoteAcceptance.deliveryColumn}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {messages.quoteAcceptance.priceColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 border-y border-slate-200 text-slate-900">
            {lines.map((line) => (
              <tr key={line.name}>
                <td className="py-2 pr-3 font-medium">{line.name}</td>
                <td className="py-2 pr-3">{line.delivery}</td>
                <td className="py-2 text-right whitespace-nowrap">{line.price}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="text-slate-700">
            <tr>
              <th scope="row" colSpan={2} className="pt-2 font-normal">
                {messages.quoteAcceptance.totalExcludingTaxLabel}
              </th>
              <td className="pt-2 text-right whitespace-nowrap">{quote.totalExcludingTax}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="font-normal">
                {messages.quoteAcceptance.vatLabel}
              </th>
              <td className="text-right whitespace-nowrap">{quote.vat}</td>
            </tr>
            <tr className="font-bold text-slate-900">
              <th scope="row" colSpan={2}>
                {messages.quoteAcceptance.totalIncludingTaxLabel}
              </th>
              <td className="text-right whitespace-nowrap">{quote.total}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
      {quote.pdf ? (
        <a href={quote.pdf} className={buttonStyles.link}>
          {messages.quoteAcceptance.downloadLink(quote.reference ?? "")}
        </a>
      ) : null}
    </div>
  );
}

/** An expired quote: when it expired, and « Obtenir un nouveau devis » unless it was re-issued already. */
function ExpiredQuote({ quote, token }: { quote: Record<string, string>; token: string }) {
  if (quote.replacedBy) {
    return (
      <>
        <FormAlert tone="info">{messages.quotes.alreadyReplaced(quote.replacedBy)}</FormAlert>
        <QuoteDetails quote={quote} />
      </>
    );
  }
  return (
    <PostForm name={REISSUE_FORM} action={quoteAcceptPath} className="space-y-5">
      <input type="hidden" name="token" value={token} />
      <FormAlert tone="info">{messages.quotes.expired(quote.expires ?? "")}</FormAlert>
      <QuoteDetails quote={quote} />
      <p className="text-slate-700">{messages.quoteAcceptance.reissueExplained}</p>
      <div className="sm:max-w-xs">
        <SubmitButton
          label={messages.dashboard.reissueQuoteButton}
          pendingLabel={messages.quoteAcceptance.reissuing}
          pending={false}
        />
      </div>
    </PostForm>
  );
}

/**
 * The acceptance link of a quote mail: shows the quote and accepts it only on the button (a GET never
 * accepts: mail scanners open links); an expired quote is re-issued at current prices instead. The server
 * renders it, with the quote, on the link's visit and after each button's POST, so it needs no JavaScript.
 */
export default function QuoteAcceptancePage() {
  const server = useServerForm(FORM);
  const reissue = useServerForm(REISSUE_FORM);
  const quote = server?.result;
  let body: ReactNode;
  if (reissue?.result?.reference) {
    body = (
      <>
        <FormAlert tone="success">{messages.quotes.reissued(reissue.result.reference)}</FormAlert>
        <Link href="/start-scale" className={buttonStyles.link}>
          {messages.quoteAcceptance.seeOffersLink}
        </Link>
      </>
    );
  } else if (reissue?.alert) {
    body = <FormAlert tone="error">{reissue.alert.message}</FormAlert>;
  } else if (quote?.state === "expired") {
    body = <ExpiredQuote quote={quote} token={server?.values.token ?? ""} />;
  } else if (quote?.state === "accepted") {
    body = (
      <>
        <FormAlert tone="success">{messages.quoteAcceptance.accepted}</FormAlert>
        <QuoteDetails quote={quote} />
      </>
    );
  } else if (quote?.state === "issued") {
    body = (
      <PostForm name={FORM} action={quoteAcceptPath} className="space-y-5">
        <input type="hidden" name="token" value={server?.values.token ?? ""} />
        <p className="text-slate-700">
          {messages.quoteAcceptance.acceptingBefore}{" "}
          <Link href="/legal/terms-of-sale" className={buttonStyles.link}>
            {messages.quoteAcceptance.termsOfSaleLink}
          </Link>
          .
        </p>
        <QuoteDetails quote={quote} />
        {server?.alert ? <FormAlert tone="error">{server.alert.message}</FormAlert> : null}
        <div className="sm:max-w-xs">
          <SubmitButton
            label={messages.dashboard.acceptQuoteButton}
            pendingLabel={messages.quoteAcceptance.accepting}
            pending={false}
          />
        </div>
      </PostForm>
    );
  } else {
    body = (
      <>
        <FormAlert tone="error">{server?.alert?.message ?? messages.quotes.acceptLinkInvalid}</FormAlert>
        <Link href="/start-scale" className={buttonStyles.link}>
          {messages.quoteAcceptance.seeOffersLink}
        </Link>
      </>
    );
  }

  return (
    <>
      <PageMeta title={messages.quoteAcceptance.pageTitle} description={messages.quoteAcceptance.pageDescription} />
      <Container className="space-y-6 py-12 *:max-w-2xl sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{messages.quoteAcceptance.pageTitle}</h1>
        {body}
      </Container>
    </>
  );
}
