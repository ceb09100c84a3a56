import type { Catalogue } from "../catalogue.js";

/** Words several features say, in English (common.ts). Keys sorted alphabetically. */
export const common: Catalogue["common"] = {
  accountLink: "My account",
  freeQuoteCaption: "Free quote, answer within 24 working hours",
  homeLabel: "Novadis, home",
  newTabLabel: "(new tab)",
  ourExpertisesTitle: "Our expertise",
  projectLink: "Let's talk about your project",
  downloadPdfLink: "Download the PDF",
  quoteIssuedLabel: (date: string) => `issued on ${date}`,
  showMoreButton: "Show more",
  carouselCaption: "carousel",
  slideCaption: "slide",
  translationPendingNotice: "This article has not been translated into English yet.",
  frenchTextBindingNotice: "This English text is a translation for information; only the French text is binding.",
  frenchVersionLink: "Version française",
};
