import { describe, expect, it } from "vitest";
import { findCaseStudy } from "./case-study-catalogue.js";
import { findExpertise } from "./shared/expertise-catalogue.js";
import { findOffer } from "./shared/offer-catalogue.js";
import { solutionPath, solutions } from "./solution-catalogue.js";

describe("solutions", () => {
  it("are the three audiences, each at its address", () => {
    expect(solutions.map((solution) => solutionPath(solution.id))).toEqual([
      "/solutions/entreprises",
      "/solutions/collectivites",
      "/solutions/independants-tpe",
    ]);
  });

  it("each show existing offers, expertises and at least one case study, none twice", () => {
    for (const solution of solutions) {
      const lists = [
        { ids: solution.offers, find: findOffer },
        { ids: solution.expertises, find: findExpertise },
        { ids: solution.caseStudies, find: findCaseStudy },
      ];
      for (const { ids, find } of lists) {
        expect(ids.length, solution.id).toBeGreaterThan(0);
        expect(new Set(ids).size, solution.id).toBe(ids.length);
        for (const id of ids) expect(find(id), `${solution.id}: ${id}`).toBeDefined();
      }
      expect(solution.needs.length, solution.id).toBeGreaterThanOrEqual(3);
      expect(solution.html, solution.id).toContain("<p>");
    }
  });
});
