import { findOffer } from "../content/shared/offer-catalogue.js";
import { messages } from "../shared/messages/catalogue.js";

/** The offer's name from the catalogue: its own chunk, loaded by the server's render and client-side navigations only (OfferRow.tsx). */
export default function OfferRowFromCatalogue({ offerId }: { offerId: string }) {
  const offer = findOffer(offerId);
  return offer ? (
    <>
      <dt className="font-semibold">{messages.requestPages.offerLabel}</dt>
      <dd>{offer.name}</dd>
    </>
  ) : null;
}
