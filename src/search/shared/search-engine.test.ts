import { describe, expect, it } from "vitest";
import { contentDocuments } from "./content-documents.js";
import { type SearchDocument, searchTypes } from "./search-document.js";
import {
  createSearchIndex,
  loadSearchIndex,
  normaliseQuery,
  searchSite,
  serializeSearchIndex,
} from "./search-engine.js";

const pages: SearchDocument[] = [
  { id: "page:/", type: "page", title: "Novadis", text: "Cloud, sites et applications.", keywords: "", url: "/" },
  { id: "page:/careers", type: "page", title: "Carrière", text: "Nos offres d'emploi.", keywords: "", url: "/careers" },
];
// Written and read back as the build and the browser do: the options must survive the trip.
const index = loadSearchIndex(serializeSearchIndex(createSearchIndex([...pages, ...contentDocuments()])));
const first = (query: string) => searchSite(index, query)[0];

describe("site search ranking", () => {
  it("ranks the exact title first", () => {
    expect(first("Cloud & DevOps")).toMatchObject({ type: "expertise", url: "/expertises/cloud-devops" });
    expect(first("cloud")?.url).toBe("/expertises/cloud-devops");
    expect(first("Carrière")?.url).toBe("/careers");
  });

  it("ignores accents and case, meets plurals, forgives one typo in a long word", () => {
    expect(first("SECURITE DES DONNEES")?.title).toBe("Sécurité des données");
    expect(first("applications")?.title).toBe("Télécharger une application");
    expect(searchSite(index, "offre").map((hit) => hit.title)).toContain("Carrière");
    expect(first("developement")?.title).toBe("Développement web & mobile");
    expect(first("cybersecurite")?.title).toBe("Cybersécurité & gouvernance");
  });

  it("matches a word being typed as a prefix", () => {
    expect(first("cybers")?.title).toBe("Cybersécurité & gouvernance");
  });

  it("finds a job by a word of its description or its keywords", () => {
    expect(searchSite(index, "figma").map((hit) => hit.url)).toContain("/careers/web-designer");
  });

  it("reaches every kind of content", () => {
    const found = new Set(
      [
        "cloud",
        "wordpress",
        "product manager",
        "mot de passe",
        "directrice",
        "Vaultis",
        "mentions légales",
        "carriere",
      ].flatMap((query) => searchSite(index, query).map((hit) => hit.type)),
    );
    expect([...found].sort()).toEqual([...searchTypes].sort());
  });

  it("finds a blog article by its title or by a word of its text", () => {
    expect(first("FinOps")).toMatchObject({ type: "article", url: "/blog/maitriser-sa-facture-cloud" });
    expect(first("Concevoir une API qui dure")?.url).toBe("/blog/concevoir-une-api-durable");
    expect(searchSite(index, "rançongiciel").map((hit) => hit.url)).toContain(
      "/blog/cybersecurite-pme-mesures-essentielles",
    );
  });

  it("links a section of a legal page with its anchor", () => {
    expect(first("hébergeur")?.url).toBe("/legal/mentions-legales#hebergeur");
  });

  it("answers nothing for an empty or meaningless query, and falls back to any word when not all match", () => {
    expect(searchSite(index, "   ")).toEqual([]);
    expect(searchSite(index, "les des")).toEqual([]);
    expect(searchSite(index, "xyzzyq")).toEqual([]);
    expect(first("wordpress xyzzyq")?.type).toBe("offer");
  });

  it("normalises a query the way it is compared", () => {
    expect(normaliseQuery("  Les Sécurités ")).toBe("securite");
  });
});
