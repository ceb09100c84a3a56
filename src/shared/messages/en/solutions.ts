import type { Catalogue } from "../catalogue.js";

/** The solutions' pages, in English (solutions.ts). */
export const solutions: Catalogue["solutions"] = {
  needsHeading: "Your challenges",
  fixedPriceOffersHeading: "Our fixed-price offers",
  allOffersLink: "All Start & Scale offers",
  expertisesHeading: "The expertise we bring",
  wayOfWorkingHeading: "How we work",
  projectQuestion: "A project in mind?",
  projectInvitation:
    "Tell us what you need: the sales team answers within 24 working hours, with a costed proposal or the questions we need answered to draw one up.",
  audienceLabel: (audience: string) => `Our solutions · ${audience}`,
  priceAndDeliveryCaption: (priceWithTax: string, deliveryTime: string) =>
    `that is ${priceWithTax}, delivered in ${deliveryTime}`,
  featuresLabel: "Highlights",
  offerLink: "See the offer",
};
