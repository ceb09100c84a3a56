import { offers } from "../../content/shared/offer-catalogue.js";
import { eurosToCents, type Totals, totalsOf } from "../../shared/money.js";

export interface BasketLine {
  offerId: string;
  name: string;
  deliveryTime: string;
  priceExcludingTax: number;
}

const byId = new Map(offers.map((offer) => [offer.id, offer]));

/**
 * The basket's lines at today's prices, in the order added. An id no offer has any more (withdrawn from the
 * catalogue since it was added) is left out: the quote could not include it.
 */
export function basketLines(ids: readonly string[]): { lines: BasketLine[]; totals: Totals } {
  const lines = ids.flatMap((id) => {
    const offer = byId.get(id);
    return offer
      ? [
          {
            offerId: id,
            name: offer.name,
            deliveryTime: offer.deliveryTime,
            priceExcludingTax: eurosToCents(offer.price),
          },
        ]
      : [];
  });
  return { lines, totals: totalsOf(lines.map((line) => line.priceExcludingTax)) };
}
