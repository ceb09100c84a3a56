import { describe, expect, it } from "vitest";
import { prerenderTargets } from "../app/ssr/prerender-targets.js";
import { findCaseStudy } from "./case-study-catalogue.js";
import { leaders } from "./leader-directory.js";
import { findExpertise } from "./shared/expertise-catalogue.js";

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("leader directory", () => {
  it("lists six leaders in a grid order of their own, one of them the CEO quoted on the home page", () => {
    expect(leaders).toHaveLength(6);
    expect(new Set(leaders.map((leader) => leader.order)).size).toBe(6);
    expect(leaders.filter((leader) => leader.isCeo).map((leader) => leader.id)).toEqual(["antoine-delorme"]);
  });

  it("gives each leader a prerendered page of their own", () => {
    const pages = prerenderTargets()
      .filter((target) => target.route === "leader" && target.kind === "page")
      .map((target) => target.path);
    expect(pages).toEqual(leaders.map((leader) => `/leadership/${leader.id}`));
  });

  it("tells each a real biography, with a quote and what they are known for", () => {
    for (const leader of leaders) {
      expect(leader.html.match(/<p>/g)?.length ?? 0, leader.id).toBeGreaterThanOrEqual(3);
      expect(words(leader.html), leader.id).toBeGreaterThan(150);
      expect(leader.quote.length, leader.id).toBeGreaterThan(60);
      expect(leader.quote, leader.id).not.toMatch(/[«»"]/);
      expect(leader.skills.length, leader.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("names only existing expertises and case studies, each case study one of the leader's expertises draws on", () => {
    for (const leader of leaders) {
      expect(leader.expertises.length, leader.id).toBeGreaterThan(0);
      for (const id of leader.expertises) expect(findExpertise(id), `${leader.id}: ${id}`).toBeDefined();
      for (const id of leader.caseStudies) {
        const study = findCaseStudy(id);
        expect(study, `${leader.id}: ${id}`).toBeDefined();
        expect(
          study?.expertises.some((expertise) => leader.expertises.includes(expertise)),
          `${leader.id}: ${id} shares no expertise with the leader`,
        ).toBe(true);
      }
    }
    expect(leaders.filter((leader) => leader.caseStudies.length > 0).length).toBeGreaterThanOrEqual(5);
  });
});
