import { Link } from "wouter";
import { PageMeta, trail } from "../../app/PageMeta.js";
import type { PageProps } from "../../app/routes/page-modules.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Breadcrumbs } from "../../ui/Breadcrumbs.js";
import { Container } from "../../ui/Container.js";
import { findOffer, offerPath, offerTitle } from "../shared/offer-catalogue.js";
import { OfferDetails } from "./OfferDetails.js";

const catalogue = { name: "Start & Scale", path: "/start-scale" };

function OfferNotFound() {
  return (
    <Container as="section" className="py-24">
      <PageMeta title={messages.pageWords.offerNotFoundTitle} description={messages.quoteDesk.offerUnknown} />
      <h1 className="text-3xl font-bold text-slate-900">{messages.pageWords.offerNotFoundTitle}</h1>
      <p className="mt-4 text-slate-600">{messages.quoteDesk.offerUnknown}</p>
      <Link href={catalogue.path} className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
        {messages.startScale.fixedPriceOffersLink}
      </Link>
    </Container>
  );
}

/**
 * `/start-scale/{id}`: one offer on a page of its own, complete without JavaScript (its Service data for search
 * engines is written by the renderer: src/app/ssr/route-structured-data.ts). The catalogue opens the same details
 * over itself at this address (docs/0032).
 */
export default function OfferPage({ params }: PageProps) {
  const offer = findOffer(params.id ?? "");
  if (!offer) return <OfferNotFound />;
  const crumbs = trail(catalogue, { name: offer.name, path: offerPath(offer.id) });
  return (
    <>
      <PageMeta title={offerTitle(offer)} description={offer.description} breadcrumbs={crumbs} />
      <OfferDetails
        offer={offer}
        frame="page"
        titleAs="h1"
        sectionHeading="h2"
        lead={<Breadcrumbs trail={crumbs} className="mb-8" />}
      />
    </>
  );
}
