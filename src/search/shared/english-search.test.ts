import { describe, expect, it } from "vitest";
import { contentDocuments } from "./content-documents.js";
import { englishSearchTerm } from "./english-terms.js";
import {
  createSearchIndex,
  loadSearchIndex,
  normaliseQuery,
  searchSite,
  serializeSearchIndex,
} from "./search-engine.js";

// Written and read back as the build and the browser do: the English comparison of words must survive the trip.
const index = loadSearchIndex(serializeSearchIndex(createSearchIndex(contentDocuments("en"), "en")), "en");
const urls = (query: string) => searchSite(index, query).map((hit) => hit.url);

describe("the English site search (docs/0068)", () => {
  it("finds the English page at its English address", () => {
    expect(searchSite(index, "cybersecurity")[0]).toMatchObject({
      type: "expertise",
      title: "Cybersecurity & governance",
      url: "/en/expertises/cybersecurity",
    });
    expect(urls("controlling your cloud bill")[0]).toBe("/en/blog/controlling-your-cloud-bill");
    expect(urls("legal notice")).toContain("/en/legal/legal-notice");
  });

  it("meets the other forms of an English word", () => {
    expect(englishSearchTerm("Designing")).toBe(englishSearchTerm("design"));
    expect(englishSearchTerm("audits")).toBe(englishSearchTerm("audit"));
    expect(englishSearchTerm("companies")).toBe(englishSearchTerm("company"));
    expect(englishSearchTerm("the")).toBeNull();
    expect(urls("designing")).toContain("/en/blog/designing-an-api-that-lasts");
    expect(urls("audits")).toContain("/en/expertises/cybersecurity");
    expect(normaliseQuery("  The Audits ", "en")).toBe("audit");
  });

  it("leads only to English pages, whatever the language of the query", () => {
    const found = [
      "cybersécurité",
      "développement web",
      "mentions légales",
      "offres d'emploi",
      "wordpress",
      "cloud",
    ].flatMap(urls);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((url) => !url.startsWith("/en/"))).toEqual([]);
  });

  it("holds every content item the French index holds, once", () => {
    // Solutions are pages, known by their address; legal sections by their anchor: both differ between languages.
    const items = (locale: "fr" | "en") =>
      contentDocuments(locale)
        .map((document) => document.id)
        .filter((id) => !id.startsWith("page:") && !id.includes("#"));
    expect(items("en").sort()).toEqual(items("fr").sort());
    expect(new Set(items("en")).size).toBe(items("en").length);
  });
});
