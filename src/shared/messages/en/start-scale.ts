import type { Catalogue } from "../catalogue.js";

/** The fixed-price offers, in English (start-scale.ts). */
export const startScale: Catalogue["startScale"] = {
  heroEyebrowCaption: "Fixed-price offers · Web, WordPress, Shopify",
  heroLead:
    "Fixed-price offers to launch and grow your online presence: a showcase site, a WordPress site or a Shopify shop, delivered in a few weeks, with hosting and domain name included.",
  seeOffersLink: "See the offers",
  familiesHeading: "Three families of offers",
  offersHeading: "Our offers",
  differentProjectInvite: "A different project? Let's talk.",
  differentProjectLead:
    "Every offer can be adjusted to your needs. Tell us about your project: we will answer with a costed proposal, with no commitment.",
  quoteIn24hLink: "Free quote in 24 hours",
  whyFixedPricesQuestion: "Why choose our fixed-price offers?",
  filterLabel: "Filter the offers",
  popularCaption: "Popular",
  includingTaxBefore: "that is",
  moreFeaturesCaption: (count: number) => (count === 1 ? "+ 1 more feature" : `+ ${count} more features`),
  referenceLabel: "Reference: ",
  keywordsLabel: "Keywords",
  deliveryTimeLabel: "Delivery time",
  supportLabel: "Support",
  discoverOfferLink: "Discover this offer",
  includedHeading: "What is included",
  processHeading: "Our process",
  deliverablesHeading: "Final deliverables",
  idealForHeading: "Ideal for:",
  prerequisitesHeading: "What to prepare:",
  nextStepsHeading: "Possible next steps:",
  customQuoteLink: "Custom quote",
  closeLabel: "Close",
  fixedPriceOffersLink: "See our fixed-price offers",
};
