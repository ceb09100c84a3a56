import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { PageMeta } from "../../app/page-meta.js";
import { offerGroups, offers } from "../../content/offer-catalogue.js";
import { filterOffers, type OfferFilterId, offerFilterCounts } from "../../content/offer-filters.js";
import { bookingPagePath, contactLink } from "../../requests/request-links.js";
import { Container } from "../../ui/Container.js";
import { FilterBar } from "./FilterBar.js";
import { OfferCard } from "./OfferCard.js";
import { StartScaleIcon } from "./start-scale-icons.js";
import { useDelayedClear } from "./use-delayed-clear.js";
import { ValueTiles } from "./ValueTiles.js";

const counts = offerFilterCounts(offers);

/**
 * The overlay and Headless UI's dialog (about 15 KB) load when a visitor is about to open an offer, not with
 * the page (issue 14): the card's button asks for them on hover or focus, the click waits for them if needed.
 */
const loadOfferDialog = () => import("./OfferDialog.js");
const OfferDialog = lazy(() => loadOfferDialog().then((module) => ({ default: module.OfferDialog })));
const preloadOfferDialog = () => {
  loadOfferDialog().catch(() => {
    // A failed preload is retried by the click, which shows its own failure.
  });
};

export default function StartScalePage() {
  const [filter, setFilter] = useState<OfferFilterId>("all");
  const shown = useMemo(() => filterOffers(offers, filter), [filter]);
  const overlay = useDelayedClear<(typeof offers)[number]>(300);
  // Headless UI gives the focus back to the element it saw focused before the dialog opened; loaded on the click,
  // it saw none: the page remembers the opener itself, and focuses it once the dialog has let go of the focus.
  const opener = useRef<HTMLElement | null>(null);
  const { show, close } = overlay;
  const openOffer = useCallback(
    (offer: (typeof offers)[number]) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      show(offer);
    },
    [show],
  );
  const closeOffer = useCallback(() => {
    close();
    setTimeout(() => opener.current?.focus(), 0);
  }, [close]);

  return (
    <>
      <PageMeta
        title="Start & Scale : nos offres à prix fixe"
        description="Sites web, WordPress et Shopify à prix fixe, livrés en quelques semaines, hébergement et nom de domaine offerts."
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
          <p className="inline-flex rounded-full border border-white/20 bg-white/5 px-3 py-1 text-sm font-medium text-brand-100">
            Offres à prix fixe · Web, WordPress, Shopify
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">Start &amp; Scale</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">
            Des offres à prix fixe pour lancer et faire grandir votre présence en ligne : un site vitrine, un site
            WordPress ou une boutique Shopify, livrés en quelques semaines, hébergement et nom de domaine offerts.
          </p>
          <div className="mt-8">
            <a
              href="#offres"
              className="inline-block rounded-xl bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              Voir les offres
            </a>
          </div>
        </Container>
      </section>

      <ValueTiles />

      <section aria-labelledby="groups-title" className="bg-slate-50 py-16">
        <Container>
          <h2 id="groups-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Trois familles d'offres
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
            Nos offres
          </h2>
          <div className="mt-6">
            <FilterBar active={filter} counts={counts} shown={shown.length} onChange={setFilter} />
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} onOpen={openOffer} onIntent={preloadOfferDialog} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container as="section" className="pb-20">
        <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">Un projet différent ? Parlons-en.</h2>
          <p className="mx-auto mt-4 max-w-2xl text-brand-50">
            Chaque offre peut être ajustée à vos besoins. Décrivez-nous votre projet : nous vous répondons avec une
            proposition chiffrée, sans engagement.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              href={contactLink({ type: "quote", sourcePage: "/start-scale" })}
              className="rounded-xl bg-white px-6 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              Devis gratuit en 24H
            </Link>
            <Link
              href={bookingPagePath}
              className="rounded-xl border border-white/40 px-6 py-3 text-sm font-semibold text-white hover:bg-white/10"
            >
              Appel découverte gratuit
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
