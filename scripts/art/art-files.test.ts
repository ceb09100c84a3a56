import { describe, expect, it } from "vitest";
import { applications } from "../../src/content/application-catalogue.js";
import { applicationScreenPath, SCREENSHOT_COUNT, screenshotAlt } from "../../src/content/apps/AppScreenshot.js";
import { caseStudies, caseStudyCoverPath } from "../../src/content/case-study-catalogue.js";
import { type Leader, leaders } from "../../src/content/leader-directory.js";
import { leaderPortraitPath, portraitAlt } from "../../src/content/leadership/LeaderPortrait.js";
import { applicationScreens, artFiles, caseStudyCover, leaderPortrait } from "./art-files.js";

const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1]?.replace(/&#x27;/g, "'");

/** The features that change a figure's shape; colours alone would be the same silhouette recoloured. */
const shapeFeatures = ["face", "hair", "facialHair", "glasses", "outfit"] as const;

describe("leader portraits", () => {
  it("draws one portrait per leader of the content, each a different drawing", () => {
    const portraits = leaders.map(leaderPortrait);
    expect(portraits.map((file) => file.path)).toEqual(leaders.map((leader) => leaderPortraitPath(leader.id)));
    expect(new Set(portraits.map((file) => file.svg)).size).toBe(leaders.length);
    for (const file of portraits) expect(file.svg).toMatch(/^<svg [^>]*viewBox="0 0 300 360"/);
  });

  it("gives every two leaders figures that differ in at least two features of shape, not only in colour", () => {
    const differences = (a: Leader, b: Leader) =>
      shapeFeatures.filter((feature) => a.portrait[feature] !== b.portrait[feature]);
    for (const [i, a] of leaders.entries()) {
      for (const b of leaders.slice(i + 1)) {
        expect(differences(a, b).length, `${a.id} and ${b.id} look alike`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("titles each file with the alt text the pages give it", () => {
    for (const leader of leaders) expect(titleOf(leaderPortrait(leader).svg)).toBe(portraitAlt(leader));
  });
});

describe("application screens", () => {
  it("draws six different screens for every application of the catalogue, titled with their alt text", () => {
    for (const application of applications) {
      const screens = applicationScreens(application);
      expect(screens).toHaveLength(SCREENSHOT_COUNT);
      expect(new Set(screens.map((file) => file.svg)).size).toBe(SCREENSHOT_COUNT);
      screens.forEach((file, index) => {
        expect(file.path).toBe(applicationScreenPath(application.id, index));
        expect(titleOf(file.svg)).toBe(screenshotAlt(application, index));
      });
    }
  });

  it("names the file to fix when an application has no screens drawn, or not one per caption", () => {
    const [first] = applications;
    if (!first) throw new Error("no application in content");
    expect(() => applicationScreens({ ...first, id: "nouvelle-app" })).toThrow(
      /content\/applications\/nouvelle-app\.mdx: no screens are drawn/,
    );
    expect(() => applicationScreens({ ...first, screenshots: first.screenshots.slice(1) })).toThrow(
      /5 screenshot captions but 6 screens drawn/,
    );
  });

  it("gives the build every drawing once", () => {
    const paths = artFiles().map((file) => file.path);
    expect(paths).toHaveLength(leaders.length + applications.length * SCREENSHOT_COUNT + caseStudies.length);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("case study covers", () => {
  it("draws a different cover for every case study, titled with its client", () => {
    const covers = caseStudies.map(caseStudyCover);
    expect(covers.map((file) => file.path)).toEqual(caseStudies.map((study) => caseStudyCoverPath(study.id)));
    expect(new Set(covers.map((file) => file.svg)).size).toBe(caseStudies.length);
    caseStudies.forEach((study, index) => {
      expect(titleOf(covers[index]?.svg ?? "")).toBe(`Illustration : ${study.client}`);
    });
  });

  it("names the file to fix when a case study's main expertise does not exist", () => {
    const [first] = caseStudies;
    if (!first) throw new Error("no case study in content");
    expect(() => caseStudyCover({ ...first, expertises: ["inconnue"] })).toThrow(
      /content\/case-studies\/.*\.mdx: « inconnue » is no expertise's id/,
    );
  });
});
