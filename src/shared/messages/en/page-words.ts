import type { Catalogue } from "../catalogue.js";

/** Words several pages say, in English (page-words.ts). Keys sorted alphabetically. */
export const pageWords: Catalogue["pageWords"] = {
  backHomeLink: "Back to home",
  bookCallLink: "Book a call",
  offerNotFoundTitle: "Offer not found",
  ourCaseStudiesTitle: "Our case studies",
};
