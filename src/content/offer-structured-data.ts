import { brand } from "../shared/site/brand.js";
import { categoryLabels, type Offer, offerPath } from "./shared/offer-catalogue.js";

type PricedOffer = Pick<Offer, "id" | "name" | "description" | "category" | "price">;

/**
 * schema.org Service for one Start & Scale offer, its fixed price as an Offer, so search engines can show the
 * service and what it costs. The price is the one the site shows first, excluding VAT (businesses compare
 * that): the price specification says so.
 */
export function offerService(offer: PricedOffer, siteUrl: string): Record<string, unknown> {
  const url = new URL(offerPath(offer.id), siteUrl).href;
  const price = { price: offer.price, priceCurrency: "EUR" };
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: offer.name,
    description: offer.description,
    category: categoryLabels[offer.category],
    url,
    provider: { "@type": "Organization", name: brand.name, url: new URL("/", siteUrl).href },
    offers: {
      "@type": "Offer",
      url,
      ...price,
      priceSpecification: { "@type": "PriceSpecification", ...price, valueAddedTaxIncluded: false },
      availability: "https://schema.org/InStock",
    },
  };
}
