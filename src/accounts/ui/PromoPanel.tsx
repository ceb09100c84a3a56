import { messages } from "../../shared/messages/catalogue.js";
import { CheckIcon } from "../../ui/drawn-icons.js";
import { Constellation, PromoArtwork } from "./PromoArtwork.js";

const promises = [
  messages.signInPages.appsPromiseLabel,
  messages.signInPages.offersPromiseLabel,
  messages.signInPages.expertsPromiseLabel,
];

/**
 * The side image of the login and registration screens: our artwork and the promotional slogan, the heading of
 * this complementary region (a paragraph styled as one is what axe's p-as-heading rule reports).
 */
export function PromoPanel() {
  return (
    <aside
      aria-label={messages.signInPages.promoLabel}
      className="relative isolate hidden overflow-hidden rounded-l-3xl p-10 text-white lg:flex lg:flex-col lg:justify-between"
    >
      <PromoArtwork className="-z-10" withConstellation={false} />
      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/20 backdrop-blur">
        <span className="size-2 rounded-full bg-fuchsia-300" aria-hidden="true" /> {messages.signInPages.promoLabel}
      </p>
      <Constellation className="my-6 min-h-24 w-full flex-1" />
      <div className="space-y-5">
        <h2 className="max-w-sm text-4xl leading-tight font-bold tracking-tight">{messages.signInPages.slogan}</h2>
        <p className="max-w-sm text-indigo-100">{messages.signInPages.promoIntro}</p>
        <ul className="space-y-2.5 text-sm text-indigo-50">
          {promises.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <span className="flex size-6 items-center justify-center rounded-full bg-white/15">
                <CheckIcon width={14} height={14} />
              </span>
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** The same slogan on small screens, as a band above the form. */
export function PromoBand() {
  return (
    <div className="relative isolate -mx-6 -mt-6 mb-8 overflow-hidden rounded-t-3xl px-6 py-7 text-white sm:-mx-10 sm:-mt-10 sm:px-10 lg:hidden">
      <PromoArtwork className="-z-10" />
      {/* Keeps the slogan readable over the constellation. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-brand-950/85 via-brand-950/50 to-transparent"
      />
      <p className="text-sm font-semibold text-fuchsia-200">{messages.signInPages.promoLabel}</p>
      <h2 className="mt-1 text-xl leading-snug font-bold">{messages.signInPages.slogan}</h2>
    </div>
  );
}
