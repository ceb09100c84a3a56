import type { Offer, OfferGroup } from "@content";
import offersJson from "@content/Offer/_index.json";
import offerGroupsJson from "@content/OfferGroup/_index.json";
import { buildPath, matchPattern } from "../../app/shared/route-table.js";
import { formatExcludingTax, formatIncludingTax } from "../../shared/locale-text/numbers.js";
import { messages } from "../../shared/messages/catalogue.js";
import { eurosToCents, totalsOf } from "../../shared/money.js";
import { orderedCollection } from "../../ui/ordered-collection.js";

const categoryOrder = ["web", "wordpress", "shopify", "mobile", "saas", "consulting"];
const tierOrder = ["start", "essential", "launch", "enterprise"];

/** Every Start & Scale offer, grouped by category then ordered by tier (the catalogue's reading order). */
export const offers: readonly Offer[] = [...(offersJson as Offer[])].sort(
  (a, b) =>
    categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) ||
    tierOrder.indexOf(a.tier) - tierOrder.indexOf(b.tier),
);

const offerPattern = "/start-scale/:id";

/** An offer's own page; on /start-scale the overlay opens at this address too. */
export const offerPath = (id: string) => buildPath(offerPattern, { id });

/** The offer id an address names, if it is an offer's address. */
export const offerIdAt = (pathname: string): string | undefined => matchPattern(offerPattern, pathname)?.id;

export const findOffer = (id: string): Offer | undefined => offers.find((offer) => offer.id === id);

/** The title of an offer's page, which the catalogue's tab shows too while the offer is open over it. */
export const offerTitle = (offer: Pick<Offer, "name">) => messages.startScale.offerPageTitle(offer.name);

/** What every offer gives besides its features, noted on its card and in its details. */
export const HOSTING_NOTE = messages.startScale.hostingNote;

/** The web, WordPress and Shopify groups, in display order; a group's id is its offers' category. */
export const offerGroups: readonly OfferGroup[] = orderedCollection<OfferGroup>(offerGroupsJson);

/** The category prefix of a card (mobile, saas and consulting are labelled though no offer uses them yet). */
export const categoryLabels: Record<Offer["category"], string> = {
  web: messages.startScale.webCategoryLabel,
  wordpress: messages.startScale.wordpressCategoryLabel,
  shopify: messages.startScale.shopifyCategoryLabel,
  mobile: messages.startScale.mobileCategoryLabel,
  saas: messages.startScale.saasCategoryLabel,
  consulting: messages.startScale.consultingCategoryLabel,
};

/** Tier names as shown on cards. */
export const tierLabels: Record<Offer["tier"], string> = {
  start: messages.startScale.startTierLabel,
  essential: messages.startScale.essentialTierLabel,
  launch: messages.startScale.launchTierLabel,
  enterprise: messages.startScale.enterpriseTierLabel,
};

/**
 * An offer's price as shown: excluding VAT (businesses compare that), and including VAT beside it, since a
 * sole trader or a consumer pays that.
 */
export function offerPrice(offer: Pick<Offer, "price">): { excludingTax: string; includingTax: string } {
  const cents = eurosToCents(offer.price);
  return {
    excludingTax: formatExcludingTax(cents),
    includingTax: formatIncludingTax(totalsOf([cents]).totalIncludingTax),
  };
}

export type { Offer, OfferGroup };
