import { useState } from "react";
import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { useHydrated } from "../../ui/use-hydrated.js";
import { addToBasket } from "./basket-edits.js";

type Outcome = ReturnType<typeof addToBasket>;

/**
 * 'Démarrer ce projet' in an offer's details: puts the offer in the basket (once) and says so in a status
 * that screen readers announce, with the way to the basket (nothing when the browser blocks local storage:
 * the header's count, unchanged, shows it). The code that changes the basket is in the shell, with the
 * header's basket sync (src/quotes/basket/BasketLink.tsx).
 * The basket lives in local storage, out of reach without JavaScript: until the page runs, the control is a
 * link to the quote request for the offer.
 */
export function StartProjectButton({
  offerId,
  offerName,
  quoteLink,
  className,
}: {
  offerId: string;
  offerName: string;
  quoteLink: string;
  className: string;
}) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const start = () => setOutcome(addToBasket(offerId));
  return (
    <div className="flex flex-1 flex-col gap-2">
      {hydrated ? (
        <button type="button" className={className} onClick={start}>
          {messages.basket.startProjectButton}
        </button>
      ) : (
        <a href={quoteLink} className={className}>
          {messages.basket.startProjectButton}
        </a>
      )}
      <p role="status" className="text-sm text-slate-700">
        {(outcome === "added" || outcome === "already") && (
          <>
            {messages.basket.offerAdded(offerName, outcome === "already")}{" "}
            <Link href="/panier" className="font-semibold text-brand-700 underline underline-offset-4">
              {messages.basket.seeBasketLink}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
