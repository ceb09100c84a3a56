import { describe, expect, it } from "vitest";
import { siteAddress } from "../app/shared/site-address.js";
import { jsonLdText } from "./job-posting.js";
import { offerService } from "./offer-structured-data.js";
import { findOffer } from "./shared/offer-catalogue.js";

const siteUrl = siteAddress("https://www.novadis.fr");

describe("an offer's structured data", () => {
  it("is a Service of the company with the offer's price excluding VAT, in euros, at the offer's address", () => {
    const offer = findOffer("shopify-essential");
    if (!offer) throw new Error("content/offers/shopify-essential.mdx is missing");
    expect(offerService(offer, siteUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Shopify Essential",
      description: offer.description,
      category: "Shopify",
      url: "https://www.novadis.fr/start-scale/shopify-essential",
      provider: { "@type": "Organization", name: "Novadis", url: "https://www.novadis.fr/" },
      offers: {
        "@type": "Offer",
        url: "https://www.novadis.fr/start-scale/shopify-essential",
        price: 1990,
        priceCurrency: "EUR",
        priceSpecification: {
          "@type": "PriceSpecification",
          price: 1990,
          priceCurrency: "EUR",
          valueAddedTaxIncluded: false,
        },
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("keeps cents and survives a name that could close its script element", () => {
    const data = offerService(
      { id: "essai", name: "Offre </script><b>", description: "Test", category: "web", price: 1234.5 },
      siteUrl,
    );
    const text = jsonLdText(data);
    expect(text).not.toContain("</script>");
    const parsed = JSON.parse(text) as { name: string; offers: { price: number } };
    expect(parsed.name).toBe("Offre </script><b>");
    expect(parsed.offers.price).toBe(1234.5);
  });
});
