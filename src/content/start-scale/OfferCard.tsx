import { Link } from "wouter";
import { overlayEntry } from "../../app/routes/page-address.js";
import { messages } from "../../shared/messages/catalogue.js";
import {
  categoryLabels,
  HOSTING_NOTE,
  type Offer,
  offerPath,
  offerPrice,
  tierLabels,
} from "../shared/offer-catalogue.js";
import { StartScaleIcon } from "./StartScaleIcon.js";

/** A card lists at most five features and four tags, so every card of a row keeps the same height. */
const CARD_FEATURES = 5;
const CARD_TAGS = 4;

/**
 * One offer of the catalogue. Its 'Découvrir cette offre' is a link to the offer's page, followed as is without
 * JavaScript (or in a new tab); with it, the address changes the same way and the catalogue stays, the offer
 * opening over it (start-scale.page.tsx).
 */
export function OfferCard({
  offer,
  onIntent,
}: {
  offer: Offer;
  /** The pointer or the focus reached the link: what opening needs can start loading. */
  onIntent: () => void;
}) {
  const hiddenFeatures = offer.features.length - CARD_FEATURES;
  const price = offerPrice(offer);
  return (
    <article
      data-testid="offer-card"
      aria-labelledby={`offer-${offer.id}`}
      className={`relative flex h-full flex-col rounded-3xl border bg-white p-6 shadow-sm transition-shadow hover:shadow-lg ${
        offer.popular ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200"
      }`}
    >
      {offer.popular && (
        <span className="absolute -top-3 right-6 rounded-full bg-gradient-to-r from-brand-600 to-fuchsia-600 px-3 py-1 text-xs font-bold tracking-wider text-white uppercase shadow">
          {messages.startScale.popularCaption}
        </span>
      )}
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
        {categoryLabels[offer.category]} · {tierLabels[offer.tier]}
      </p>
      <h3 id={`offer-${offer.id}`} className="mt-2 text-xl font-bold text-slate-900">
        {offer.name}
      </h3>
      <p className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900">{price.excludingTax}</p>
      <p className="text-sm text-slate-600">
        {messages.startScale.includingTaxBefore} {price.includingTax}
      </p>
      <p className="mt-3 text-sm text-slate-600">{offer.description}</p>

      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        {offer.features.slice(0, CARD_FEATURES).map((feature) => (
          <li key={feature} className="flex gap-2">
            <StartScaleIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      {hiddenFeatures > 0 && (
        <p className="mt-2 pl-6 text-sm font-medium text-brand-700">
          {messages.startScale.moreFeaturesCaption(hiddenFeatures)}
        </p>
      )}

      <p className="mt-5 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
        <StartScaleIcon name="gift" className="h-4 w-4 shrink-0" />
        {HOSTING_NOTE}
      </p>

      <p className="mt-4 text-sm text-slate-600">
        <span className="font-semibold text-slate-800">{messages.startScale.referenceLabel}</span>
        {offer.reference}
      </p>

      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={messages.startScale.keywordsLabel}>
        {offer.tags.slice(0, CARD_TAGS).map((tag) => (
          <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            {tag}
          </li>
        ))}
      </ul>

      <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="flex items-center gap-1.5 text-slate-500">
            <StartScaleIcon name="clock" className="h-4 w-4" />
            {messages.startScale.deliveryTimeLabel}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-800">{offer.deliveryTime}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-slate-500">
            <StartScaleIcon name="headset" className="h-4 w-4" />
            {messages.startScale.supportLabel}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-800">{offer.support}</dd>
        </div>
      </dl>

      <div className="mt-auto pt-6">
        <Link
          href={offerPath(offer.id)}
          state={overlayEntry("/start-scale")}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          aria-describedby={`offer-${offer.id}`}
          className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-900"
        >
          {messages.startScale.discoverOfferLink}
          <StartScaleIcon name="arrow" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
