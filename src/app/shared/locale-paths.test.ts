import { describe, expect, it } from "vitest";
import { englishSlugs } from "../../content/shared/english-slugs.js";
import { prerenderTargets } from "../ssr/prerender-targets.js";
import {
  alternates,
  englishPathOf,
  englishPatterns,
  frenchPathOf,
  localeOfPath,
  matchLocalizedRoute,
  type SlugTable,
} from "./locale-paths.js";
import { routes } from "./route-table.js";

const slugs: SlugTable = { jobs: { "assistant-administratif": "administrative-assistant" }, legal: {} };

describe("English addresses", () => {
  it("gives every route an address under /en, each one distinct", () => {
    const patterns = routes.map((route) => englishPatterns[route.name]);
    expect(new Set(patterns).size).toBe(routes.length);
    for (const pattern of patterns) expect(pattern === "/en" || pattern?.startsWith("/en/")).toBe(true);
  });

  it("translates a document's id into its English slug and back, keeping the query and fragment", () => {
    expect(englishPathOf("/careers/assistant-administratif?from=x#apply", slugs)).toBe(
      "/en/careers/administrative-assistant?from=x#apply",
    );
    expect(frenchPathOf("/en/careers/administrative-assistant?from=x#apply", slugs)).toBe(
      "/careers/assistant-administratif?from=x#apply",
    );
    // A document whose slug is its id, and a parameter that names no document, pass through unchanged.
    expect(englishPathOf("/careers/web-designer", slugs)).toBe("/en/careers/web-designer");
    expect(englishPathOf("/blog/page/2", slugs)).toBe("/en/blog/page/2");
  });

  it("translates words of the path: /panier is /en/basket, / is /en", () => {
    expect(alternates("/panier", slugs)).toEqual({ fr: "/panier", en: "/en/basket" });
    expect(alternates("/en", slugs)).toEqual({ fr: "/", en: "/en" });
    expect(alternates("/realisations/expertise/cloud-devops", slugs)).toEqual({
      fr: "/realisations/expertise/cloud-devops",
      en: "/en/case-studies/expertise/cloud-devops",
    });
  });

  it("has no alternate for a path that names no route, in either language", () => {
    expect(alternates("/nulle-part", slugs)).toBeNull();
    expect(alternates("/en/nowhere", slugs)).toBeNull();
    expect(alternates("/en/panier", slugs)).toBeNull();
  });

  it("tells the language from the path's first segment only", () => {
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/en/careers")).toBe("en");
    expect(localeOfPath("/entreprises")).toBe("fr");
    expect(matchLocalizedRoute("/en/careers/administrative-assistant", slugs)).toMatchObject({
      name: "job-apply",
      locale: "en",
      params: { jobId: "assistant-administratif" },
    });
  });

  it("goes there and back for every prerendered page with the real slugs", () => {
    for (const target of prerenderTargets().filter(({ kind }) => kind === "page")) {
      const pair = alternates(target.path, englishSlugs);
      expect(pair?.fr, target.path).toBe(target.path);
      expect(alternates(pair?.en ?? "", englishSlugs)).toEqual(pair);
    }
    expect(englishPathOf("/legal/mentions-legales", englishSlugs)).toBe("/en/legal/legal-notice");
  });
});
