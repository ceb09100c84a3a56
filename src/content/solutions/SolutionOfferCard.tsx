import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { categoryLabels, type Offer, offerPath, offerPrice, tierLabels } from "../shared/offer-catalogue.js";

/** How many of an offer's features its card lists: the offer's page has them all. */
const CARD_FEATURES = 4;

/** A Start & Scale offer as a solution page shows it: price, promise, first features and a link to its page. */
export function SolutionOfferCard({ offer }: { offer: Offer }) {
  const price = offerPrice(offer);
  return (
    <article
      data-testid="solution-offer"
      aria-labelledby={`solution-offer-${offer.id}`}
      className="group relative flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg"
    >
      <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
        {categoryLabels[offer.category]} · {tierLabels[offer.tier]}
      </p>
      <h3 id={`solution-offer-${offer.id}`} className="mt-2 text-xl font-bold text-slate-900">
        {offer.name}
      </h3>
      <div className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900">{price.excludingTax}</div>
      <p className="text-sm text-slate-600">
        {messages.solutions.priceAndDeliveryCaption(price.includingTax, offer.deliveryTime)}
      </p>
      <p className="mt-3 text-sm text-slate-600">{offer.description}</p>
      <ul aria-label={messages.solutions.featuresLabel} className="mt-4 space-y-1.5 text-sm text-slate-700">
        {offer.features.slice(0, CARD_FEATURES).map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-600">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Link
        href={offerPath(offer.id)}
        className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-3xl"
      >
        {messages.solutions.offerLink}
        <span className="sr-only">{` ${offer.name}`}</span>
        <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
          →
        </span>
      </Link>
    </article>
  );
}
