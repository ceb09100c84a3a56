import { describe, expect, it } from "vitest";
import { headingSlug } from "../../content-model/heading-slug.js";
import { caseStudies, caseStudiesWithExpertise, findCaseStudy } from "./case-study-catalogue.js";
import { clientCaseStudyPath, referencedClient } from "./case-study-paths.js";
import { expertises, findExpertise } from "./shared/expertise-catalogue.js";
import { findOffer, offers } from "./shared/offer-catalogue.js";

describe("case studies", () => {
  it("tells at least eight projects, each under its own slug", () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(8);
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(caseStudies.length);
    expect(new Set(caseStudies.map((study) => study.order)).size).toBe(caseStudies.length);
  });

  it("gives each at least two measured results, a quote from a named person and a team", () => {
    for (const study of caseStudies) {
      expect(study.results.length, study.id).toBeGreaterThanOrEqual(2);
      for (const result of study.results) {
        expect(result.figure, study.id).toMatch(/\d/);
        expect(result.label.trim(), study.id).not.toBe("");
      }
      expect(study.quote.name.split(" ").length, study.id).toBeGreaterThanOrEqual(2);
      expect(study.quote.role.trim(), study.id).not.toBe("");
      expect(study.team.length, study.id).toBeGreaterThan(0);
      expect(study.stack.length, study.id).toBeGreaterThan(0);
    }
  });

  it("names only existing expertises and offers", () => {
    for (const study of caseStudies) {
      expect(study.expertises.length, study.id).toBeGreaterThan(0);
      for (const id of study.expertises) expect(findExpertise(id), `${study.id}: ${id}`).toBeDefined();
      if (study.offer) expect(findOffer(study.offer), `${study.id}: ${study.offer}`).toBeDefined();
    }
  });

  it("names each file after its client, the name offers' references link by", () => {
    for (const study of caseStudies) expect(study.id).toBe(headingSlug(study.client));
  });

  it("tells the project of every offer's reference: its link leads to that client's case study, of that offer", () => {
    for (const offer of offers) {
      const path = clientCaseStudyPath(referencedClient(offer.reference));
      const study = findCaseStudy(path.replace("/realisations/", ""));
      expect(study, `${offer.id}: no case study at ${path} for « ${offer.reference} »`).toBeDefined();
      expect(study?.offer).toBe(offer.id);
    }
  });

  it("filters by expertise: every study is found under each of its expertises, and only there", () => {
    for (const expertise of expertises) {
      const found = caseStudiesWithExpertise(expertise.id);
      expect(found.every((study) => study.expertises.includes(expertise.id))).toBe(true);
      expect(found.length).toBe(caseStudies.filter((study) => study.expertises.includes(expertise.id)).length);
    }
  });
});
