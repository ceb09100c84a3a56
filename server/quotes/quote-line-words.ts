import englishOffersJson from "@content/OfferEn/_index.json";
import type { Locale } from "../../src/shared/site-locale.js";
import type { QuoteLine } from "./quote-document.js";

type EnglishOffer = { id: string; name: string; deliveryTime: string; translation?: "pending" };

const englishOffers = new Map(
  (englishOffersJson as unknown as EnglishOffer[])
    .filter((offer) => offer.translation !== "pending")
    .map((offer) => [offer.id, offer]),
);

/**
 * A quote's line in its reader's words (docs/0068, "Server side"): the stored line is the French catalogue's, frozen
 * when the quote was issued, and stays what the team reads; an English reader gets the offer's English name and
 * delivery time, from its translation (a line whose offer has none keeps its French words). The price is the line's.
 */
export function quoteLineIn(line: QuoteLine, locale: Locale): QuoteLine {
  const english = locale === "en" ? englishOffers.get(line.offerId) : undefined;
  return english ? { ...line, name: english.name, deliveryTime: english.deliveryTime } : line;
}
