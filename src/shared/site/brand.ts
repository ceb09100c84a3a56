import { messages } from "../messages/catalogue.js";

/**
 * The company's name and signature, used in titles, the header and mail. The signature is words a visitor
 * reads (the home page's title, the footer), so it comes from the catalogue (docs/0054).
 */
export const brand = {
  name: "Novadis",
  tagline: messages.shareCards.novadisCaption,
} as const;
