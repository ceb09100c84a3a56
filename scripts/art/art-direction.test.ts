import { describe, expect, it } from "vitest";
import { articleCovers } from "../../content-model/article.js";
import { caseStudies } from "../../src/content/case-study-catalogue.js";
import { leaders } from "../../src/content/leader-directory.js";
import { articleCoverSvg } from "../media/article-cover.js";
import { heroFrameSvg } from "../media/hero-frame.js";
import { caseStudyCover, leaderPortrait } from "./art-files.js";
import { accents, ink } from "./palette.js";

/** The colours the art direction allows (docs/0062): the indigo ramp, white, and the expertises' accents. */
const allowed = new Set([...Object.values(ink), ...Object.values(accents), "#fff"]);
const accentValues = new Set(Object.values(accents));
const coloursOf = (svg: string) => new Set(svg.match(/#[0-9a-f]{3,6}\b/gi)?.map((hex) => hex.toLowerCase()));
/** The accents a drawing uses, the site's indigo (an accent of the architecture pole too) left aside. */
const accentsOf = (svg: string) => [...coloursOf(svg)].filter((hex) => accentValues.has(hex));

describe("the art direction", () => {
  it("draws every cover, of an article or a case study, in the palette with a single accent", () => {
    const covers = [
      ...articleCovers.map((motif) => articleCoverSvg(motif, "graine")),
      ...caseStudies.map((study) => caseStudyCover(study).svg),
    ];
    for (const svg of covers) {
      expect([...coloursOf(svg)].filter((hex) => !allowed.has(hex))).toEqual([]);
      expect(accentsOf(svg)).toHaveLength(1);
    }
  });

  it("tones every portrait with one filter, in front of an accent disc, on the covers' night field", () => {
    const portraits = leaders.map((leader) => leaderPortrait(leader).svg);
    const filters = portraits.map((svg) => /<filter id="tone"[\s\S]*?<\/filter>/.exec(svg)?.[0]);
    expect(filters[0]).toBeDefined();
    expect(new Set(filters).size).toBe(1);
    for (const svg of portraits) {
      expect(svg).toContain(`stop-color="${ink.night}"`);
      const disc = /<circle cx="150" cy="176" r="116" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
      expect(accentValues.has(disc ?? "")).toBe(true);
      // Everything after the disc and the corner marks is the figure, inside the toned group.
      expect(svg).toMatch(/<g filter="url\(#tone\)">[\s\S]*<\/g><\/svg>\n$/);
    }
  });

  it("loops the hero without a seam, in the palette", () => {
    expect(heroFrameSvg(1)).toBe(heroFrameSvg(0));
    expect(heroFrameSvg(0.5)).not.toBe(heroFrameSvg(0));
    expect([...coloursOf(heroFrameSvg(0.3))].filter((hex) => !allowed.has(hex))).toEqual([]);
  });
});
