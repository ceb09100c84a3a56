import { allOffers, type Offer } from "@content";

const categoryOrder = ["web", "wordpress", "shopify", "mobile", "saas", "consulting"];
const tierOrder = ["start", "essential", "launch", "enterprise"];

/** Every Start & Scale offer, grouped by category then ordered by tier (the catalogue's reading order). */
export const offers: readonly Offer[] = [...allOffers].sort(
  (a, b) =>
    categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) ||
    tierOrder.indexOf(a.tier) - tierOrder.indexOf(b.tier),
);

export type { Offer };
