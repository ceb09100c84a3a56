import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { PageMeta } from "../../app/PageMeta.js";
import { appPathOf } from "../../app/routes/locale-router.js";
import { bookingPagePath, contactLink } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { PageIntro } from "../../ui/PageIntro.js";
import { filterOffers, type OfferFilterId, offerFilterCounts } from "../offer-filters.js";
import { findOffer, offerGroups, offerIdAt, offerPath, offers, offerTitle } from "../shared/offer-catalogue.js";
import { FilterBar } from "./FilterBar.js";
import { OfferCard } from "./OfferCard.js";
import { StartScaleIcon } from "./StartScaleIcon.js";
import { useDelayedClear } from "./use-delayed-clear.js";
import { ValueTiles } from "./ValueTiles.js";

const counts = offerFilterCounts(offers);

/**
 * The overlay and Headless UI's dialog (about 15 KB) load when a visitor is about to open an offer, not with
 * the page (docs/0019): the card's link asks for them on hover or focus, the opening waits for them if needed.
 */
const loadOfferDialog = () => import("./OfferDialog.js");
const OfferDialog = lazy(() => loadOfferDialog().then((module) => ({ default: module.OfferDialog })));
const preloadOfferDialog = () => {
  loadOfferDialog().catch(() => {
    // A failed preload is retried by the opening, which shows its own failure.
  });
};

/**
 * The catalogue. A card's link goes to the offer's address marked as an overlay over this page
 * (src/app/routes/page-address.ts): the router keeps this page, which shows the offer whose address is the location.
 * The address is the state: Back closes the overlay, Forward opens it again, and closing it goes back.
 */
export default function StartScalePage() {
  const [filter, setFilter] = useState<OfferFilterId>("all");
  const shown = useMemo(() => filterOffers(offers, filter), [filter]);
  const [location] = useLocation();
  const openId = offerIdAt(location);
  const opened = openId === undefined ? undefined : findOffer(openId);
  const overlay = useDelayedClear<(typeof offers)[number]>(300);
  const cards = useRef<HTMLUListElement>(null);
  // The offer on screen, until the address has left it: its card's link takes the focus back.
  const showing = useRef<string | null>(null);
  const leaving = useRef(false);
  const { show, close } = overlay;
  useEffect(() => {
    leaving.current = false;
    if (opened) {
      showing.current = opened.id;
      show(opened);
      return;
    }
    const closed = showing.current;
    if (closed === null) return;
    showing.current = null;
    close();
    // Once the dialog has let go of the focus (it moved it into itself, and Headless UI, loaded on the first
    // opening, saw no opener to give it back to).
    setTimeout(() => cards.current?.querySelector<HTMLElement>(`a[href="${offerPath(closed)}"]`)?.focus(), 0);
  }, [opened, show, close]);
  // Escape, the close button and the backdrop go back to the catalogue's entry, as the browser's Back does. Only
  // from the overlay's address: a link in the overlay leaves the catalogue, and Headless UI then reports the
  // dialog closed too (its panel lost its size), which must not undo that navigation.
  const closeOffer = useCallback(() => {
    if (leaving.current || offerIdAt(appPathOf(window.location.pathname)) === undefined) return;
    leaving.current = true;
    window.history.back();
  }, []);

  return (
    <>
      <PageMeta
        title={opened ? offerTitle(opened) : messages.startScale.pageTitle}
        description={messages.startScale.pageDescription}
      />
      <section className="relative overflow-hidden bg-brand-950 pb-20 pt-28 text-white sm:pt-36">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 h-96 w-96 rounded-full bg-fuchsia-600/25 blur-3xl"
        />
        <Container className="relative">
          <PageIntro
            variant="hero"
            eyebrow={messages.startScale.heroEyebrowCaption}
            title={messages.shareCards.startScaleTitle}
            lead={messages.startScale.heroLead}
          />
          <div className="mt-8">
            <a
              href="#offres"
              className="inline-block rounded-xl bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              {messages.startScale.seeOffersLink}
            </a>
          </div>
        </Container>
      </section>

      <ValueTiles />

      <section aria-labelledby="groups-title" className="bg-slate-50 py-16">
        <Container>
          <h2 id="groups-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {messages.startScale.familiesHeading}
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {offerGroups.map((group) => (
              <li key={group.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <StartScaleIcon name={group.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{group.name}</h3>
                <p className="mt-2 text-sm text-slate-600">{group.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section id="offres" aria-labelledby="offers-title" className="scroll-mt-24 py-16">
        <Container>
          <h2 id="offers-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {messages.startScale.offersHeading}
          </h2>
          <div className="mt-6">
            <FilterBar active={filter} counts={counts} shown={shown.length} onChange={setFilter} />
          </div>
          <ul ref={cards} className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} onIntent={preloadOfferDialog} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container as="section" className="pb-20">
        <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">{messages.startScale.differentProjectInvite}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-brand-50">{messages.startScale.differentProjectLead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              href={contactLink({ type: "quote", sourcePage: "/start-scale" })}
              className="rounded-xl bg-white px-6 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              {messages.startScale.quoteIn24hLink}
            </Link>
            <Link href={bookingPagePath} className={buttonStyles.outlineOnDark}>
              {messages.pageWords.bookCallLink}
            </Link>
          </div>
        </div>
      </Container>

      {overlay.content ? (
        <Suspense fallback={null}>
          <OfferDialog offer={overlay.content} open={overlay.open} onClose={closeOffer} />
        </Suspense>
      ) : null}
    </>
  );
}
