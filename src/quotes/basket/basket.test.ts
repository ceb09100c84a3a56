import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages/catalogue.js";
import * as english from "../../shared/messages/en.js";
import { basketLines } from "./basket-lines.js";
import { parseBasket } from "./basket-store.js";

describe("the basket", () => {
  it("names the header control by its count", () => {
    expect(messages.basket.headerLabel(0)).toBe("Panier");
    expect(messages.basket.headerLabel(1)).toBe("Panier, 1 offre");
    expect(messages.basket.headerLabel(2)).toBe("Panier, 2 offres");
    expect(english.basket.headerLabel(2)).toBe("Basket, 2 offers");
  });

  it("reads anything unreadable in storage as an empty basket, and keeps only ids", () => {
    expect(parseBasket(null)).toEqual([]);
    expect(parseBasket("{not json")).toEqual([]);
    expect(parseBasket('{"a":1}')).toEqual([]);
    expect(parseBasket('["shopify-essential", 3, null, "wordpress-start"]')).toEqual([
      "shopify-essential",
      "wordpress-start",
    ]);
  });

  it("prices its lines from the catalogue, in the order added, and leaves out withdrawn offers", () => {
    const { lines, totals } = basketLines(["wordpress-start", "no-longer-offered", "shopify-essential"]);
    expect(lines.map((line) => [line.name, line.deliveryTime, line.priceExcludingTax])).toEqual([
      ["WordPress Start", "1 semaine", 69_000],
      ["Shopify Essential", "2 semaines", 199_000],
    ]);
    expect(totals).toEqual({ totalExcludingTax: 268_000, vat: 53_600, totalIncludingTax: 321_600 });
  });
});
