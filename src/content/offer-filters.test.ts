import { describe, expect, it } from "vitest";
import {
  type FilterableOffer,
  filterOffers,
  matchesOfferFilter,
  normalizeTag,
  offerFilterCounts,
  offersFoundLabel,
} from "./offer-filters.js";

const offer = (fields: Partial<FilterableOffer>): FilterableOffer => ({
  category: "consulting",
  tier: "essential",
  popular: false,
  tags: [],
  ...fields,
});

describe("Start & Scale filters", () => {
  it("'all' matches everything", () => {
    expect(matchesOfferFilter(offer({}), "all")).toBe(true);
  });

  it("'popular' follows the popular flag only", () => {
    expect(matchesOfferFilter(offer({ popular: true }), "popular")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["populaire", "popular"] }), "popular")).toBe(false);
  });

  it("'ecommerce' matches the e-commerce tag or its alias boutique, not the category", () => {
    expect(matchesOfferFilter(offer({ tags: ["ecommerce"] }), "ecommerce")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["E-commerce"] }), "ecommerce")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["Boutique"] }), "ecommerce")).toBe(true);
    expect(matchesOfferFilter(offer({ category: "shopify" }), "ecommerce")).toBe(false);
  });

  it("'shopify' and 'wordpress' match the category or the tag of the same name", () => {
    expect(matchesOfferFilter(offer({ category: "shopify" }), "shopify")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["shopify"] }), "shopify")).toBe(true);
    expect(matchesOfferFilter(offer({ category: "wordpress" }), "shopify")).toBe(false);
    expect(matchesOfferFilter(offer({ category: "wordpress" }), "wordpress")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["WordPress"] }), "wordpress")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["woocommerce"] }), "wordpress")).toBe(false);
  });

  it("'web' matches the web category or the vitrine or site tags", () => {
    expect(matchesOfferFilter(offer({ category: "web" }), "web")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["vitrine"] }), "web")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["site"] }), "web")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["sites"] }), "web")).toBe(false);
  });

  it("'abordable' matches the start tier or the abordable or débutant tags, accents or not", () => {
    expect(matchesOfferFilter(offer({ tier: "start" }), "abordable")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["abordable"] }), "abordable")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["débutant"] }), "abordable")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["Debutant"] }), "abordable")).toBe(true);
    expect(matchesOfferFilter(offer({ tier: "essential" }), "abordable")).toBe(false);
  });

  it("'business' matches the launch tier or the entreprise or haut de gamme tags, or their English twins", () => {
    expect(matchesOfferFilter(offer({ tier: "launch" }), "business")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["business"] }), "business")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["premium"] }), "business")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["entreprise"] }), "business")).toBe(true);
    expect(matchesOfferFilter(offer({ tags: ["Haut de gamme"] }), "business")).toBe(true);
    expect(matchesOfferFilter(offer({ tier: "enterprise" }), "business")).toBe(false);
  });

  it("normalises tags to lowercase without accents", () => {
    expect(normalizeTag("  Débutant ")).toBe("debutant");
  });

  it("filters a list and counts every filter at once", () => {
    const offers = [
      offer({ category: "web", tier: "start", popular: true, tags: ["vitrine"] }),
      offer({ category: "shopify", tier: "launch", tags: ["ecommerce", "premium"] }),
      offer({ category: "wordpress", tier: "essential", tags: ["boutique"] }),
    ];
    expect(filterOffers(offers, "ecommerce")).toEqual([offers[1], offers[2]]);
    expect(offerFilterCounts(offers)).toEqual({
      all: 3,
      popular: 1,
      ecommerce: 2,
      shopify: 1,
      wordpress: 1,
      web: 1,
      abordable: 1,
      business: 1,
    });
    expect(offerFilterCounts([])).toMatchObject({ all: 0, popular: 0 });
  });

  it("words the live count with its noun agreed: none, one, several", () => {
    expect(offersFoundLabel(0)).toBe("Aucune offre trouvée");
    expect(offersFoundLabel(1)).toBe("1 offre trouvée");
    expect(offersFoundLabel(9)).toBe("9 offres trouvées");
  });
});
