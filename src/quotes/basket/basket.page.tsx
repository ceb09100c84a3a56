import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { PageMeta } from "../../app/PageMeta.js";
import { contactLink } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { useHydrated } from "../../ui/use-hydrated.js";
import type { IssuedQuoteAnswer } from "../shared/quote-schemas.js";
import { BasketTable } from "./BasketTable.js";
import { removeFromBasket, saveBasket, useBasket } from "./basket-edits.js";
import { basketLines } from "./basket-lines.js";
import { QuoteConfirmation } from "./QuoteConfirmation.js";
import { QuoteForm } from "./QuoteForm.js";

/** Without JavaScript the basket (in local storage) cannot be read: the page says so and offers the other ways. */
function WithoutScript() {
  return (
    <div className="space-y-3 text-slate-700">
      <p>{messages.basket.needsScript}</p>
      <p>
        {messages.basket.withoutScriptBefore}{" "}
        <Link href={contactLink({ type: "quote", sourcePage: "/panier" })} className={buttonStyles.link}>
          {messages.basket.quoteRequestLink}
        </Link>{" "}
        {messages.basket.withoutScriptBetween}{" "}
        <Link href="/start-scale" className={buttonStyles.link}>
          {messages.basket.startScaleOffersLink}
        </Link>
        .
      </p>
    </div>
  );
}

function EmptyBasket() {
  return (
    <div className="space-y-4 text-slate-700">
      <p>{messages.basket.empty}</p>
      <Link href="/start-scale" className={buttonStyles.primary}>
        {messages.basket.discoverOffersLink}
      </Link>
    </div>
  );
}

/**
 * The project basket (docs/0025): the offers chosen from Start & Scale, their totals, and the instant quote.
 * The basket lives in the browser, so the server's HTML shows only what to do without JavaScript.
 */
export default function BasketPage() {
  const hydrated = useHydrated();
  const ids = useBasket();
  const [asking, setAsking] = useState(false);
  const [issued, setIssued] = useState<IssuedQuoteAnswer | null>(null);
  const { lines, totals } = basketLines(ids);

  let body: ReactNode;
  if (issued) body = <QuoteConfirmation quote={issued} />;
  else if (!hydrated) body = <WithoutScript />;
  else if (lines.length === 0) body = <EmptyBasket />;
  else {
    body = (
      <div className="space-y-8">
        <BasketTable lines={lines} totals={totals} onRemove={asking ? undefined : removeFromBasket} />
        {asking ? (
          <section aria-labelledby="quote-form-title" className="space-y-5 border-t border-slate-200 pt-8">
            <h2 id="quote-form-title" className="text-xl font-bold text-slate-900">
              {messages.basket.getQuoteButton}
            </h2>
            <p className="text-sm text-slate-600">{messages.basket.quoteIsInstant}</p>
            <QuoteForm
              offerIds={lines.map((line) => line.offerId)}
              onIssued={(quote) => {
                setIssued(quote);
                // The basket has become this quote.
                saveBasket([]);
              }}
            />
            <button type="button" onClick={() => setAsking(false)} className={buttonStyles.link}>
              {messages.basket.editBasketButton}
            </button>
          </section>
        ) : (
          <button type="button" onClick={() => setAsking(true)} className={buttonStyles.primary}>
            {messages.basket.getQuoteButton}
          </button>
        )}
      </div>
    );
  }

  return (
    <>
      <PageMeta title={messages.basket.pageTitle} description={messages.basket.pageDescription} />
      <section className="bg-linear-to-b from-brand-50 to-white pt-14 pb-20 sm:pt-20">
        <Container className="*:max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{messages.basket.pageTitle}</h1>
          <p className="mt-3 text-lg text-slate-600">{messages.basket.pageLead}</p>
          <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{body}</div>
        </Container>
      </section>
    </>
  );
}
