import type { Offer } from "@content";
import { messages } from "../shared/messages/catalogue.js";

/** The fields the Start & Scale filters read: a pure function of data, testable on its own. */
export type FilterableOffer = Pick<Offer, "category" | "tier" | "popular" | "tags">;

export const offerFilterIds = [
  "all",
  "popular",
  "ecommerce",
  "shopify",
  "wordpress",
  "web",
  "abordable",
  "business",
] as const;
export type OfferFilterId = (typeof offerFilterIds)[number];

export const offerFilterLabels: Record<OfferFilterId, string> = {
  all: messages.startScale.allOffersFilterLabel,
  popular: messages.startScale.popularFilterLabel,
  ecommerce: messages.startScale.ecommerceFilterLabel,
  shopify: messages.startScale.shopifyFilterLabel,
  wordpress: messages.startScale.wordpressFilterLabel,
  web: messages.startScale.webFilterLabel,
  abordable: messages.startScale.affordableFilterLabel,
  business: messages.startScale.businessFilterLabel,
};

/** Tags are written by hand: « Débutant », « debutant » and « débutant » are the same tag. */
export function normalizeTag(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

const hasTag = (offer: FilterableOffer, ...tags: string[]) =>
  offer.tags.some((tag) => tags.includes(normalizeTag(tag)));

/** Each filter and the tags that stand for it (e.g. « boutique » counts as e-commerce). */
const predicates: Record<OfferFilterId, (offer: FilterableOffer) => boolean> = {
  all: () => true,
  popular: (offer) => offer.popular === true,
  ecommerce: (offer) => hasTag(offer, "e-commerce", "ecommerce", "boutique"),
  shopify: (offer) => offer.category === "shopify" || hasTag(offer, "shopify"),
  wordpress: (offer) => offer.category === "wordpress" || hasTag(offer, "wordpress"),
  web: (offer) => offer.category === "web" || hasTag(offer, "vitrine", "site"),
  abordable: (offer) => offer.tier === "start" || hasTag(offer, "abordable", "debutant"),
  business: (offer) => offer.tier === "launch" || hasTag(offer, "entreprise", "haut de gamme", "business", "premium"),
};

export function matchesOfferFilter(offer: FilterableOffer, filter: OfferFilterId): boolean {
  return predicates[filter](offer);
}

export function filterOffers<T extends FilterableOffer>(offers: readonly T[], filter: OfferFilterId): T[] {
  return offers.filter((offer) => matchesOfferFilter(offer, filter));
}

/** How many offers each filter would show: the numbers on the filter buttons. */
export function offerFilterCounts(offers: readonly FilterableOffer[]): Record<OfferFilterId, number> {
  return Object.fromEntries(
    offerFilterIds.map((filter) => [filter, offers.filter((offer) => matchesOfferFilter(offer, filter)).length]),
  ) as Record<OfferFilterId, number>;
}

/** The live count, its noun agreed with it: « Aucune offre trouvée », « 1 offre trouvée », « 9 offres trouvées ». */
export const offersFoundLabel = (count: number) => messages.startScale.offersFoundCaption(count);
