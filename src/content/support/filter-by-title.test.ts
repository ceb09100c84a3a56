import { describe, expect, it } from "vitest";
import { filterByTitle } from "./filter-by-title.js";

const articles = [{ title: "Réinitialiser mon mot de passe" }, { title: "Gérer mon abonnement" }];

describe("filterByTitle", () => {
  it("matches part of a title whatever the case", () => {
    expect(filterByTitle(articles, "MOT DE")).toEqual([articles[0]]);
    expect(filterByTitle(articles, "gérer")).toEqual([articles[1]]);
  });

  it("returns every item for an empty or blank query", () => {
    expect(filterByTitle(articles, "  ")).toEqual(articles);
  });

  it("returns nothing when no title contains the query", () => {
    expect(filterByTitle(articles, "facture")).toEqual([]);
  });
});
