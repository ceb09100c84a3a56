import type { SiteAddress } from "../app/shared/site-address.js";
import { brand } from "../shared/site/brand.js";
import { categoryLabels, type Offer, offerPath } from "./shared/offer-catalogue.js";

type PricedOffer = Pick<Offer, "id" | "name" | "description" | "category" | "price">;

/**
 * schema.org Service for one Start & Scale offer, its fixed price as an Offer, so search engines can show the
 * service and what it costs. The price is the one the site shows first, excluding VAT (businesses compare
 * that): the price specification says so.
 */
export function offerService(offer: PricedOffer, address: SiteAddress): Record<string, unknown> {
  const url = address(offerPath(offer.id));
  const price = { price: offer.price, priceCurrency: "EUR" };
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: offer.name,
    description: offer.description,
    category: categoryLabels[offer.category],
    url,
    provider: { "@type": "Organization", name: brand.name, url: address("/") },
    offers: {
      "@type": "Offer",
      url,
      ...price,
      priceSpecification: { "@type": "PriceSpecification", ...price, valueAddedTaxIncluded: false },
      availability: "https://schema.org/InStock",
    },
  };
}
