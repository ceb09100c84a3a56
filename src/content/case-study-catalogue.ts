import type { CaseStudy } from "@content";
import caseStudiesJson from "@content/CaseStudy/_index.json";
import { buildPath } from "../app/shared/route-table.js";
import { orderedCollection } from "../ui/ordered-collection.js";

/** Every case study, in the order of the list (/realisations). */
export const caseStudies: readonly CaseStudy[] = orderedCollection<CaseStudy>(caseStudiesJson);

export const findCaseStudy = (slug: string): CaseStudy | undefined => caseStudies.find((study) => study.id === slug);

/** The list narrowed to one expertise: a page of its own, so the filter is a plain link without JavaScript. */
export const caseStudiesByExpertisePath = (expertiseId: string) =>
  buildPath("/realisations/expertise/:id", { id: expertiseId });

export const caseStudiesWithExpertise = (expertiseId: string): readonly CaseStudy[] =>
  caseStudies.filter((study) => study.expertises.includes(expertiseId));

/** Drawn at build time by scripts/art (make-art.ts). */
export const caseStudyCoverPath = (slug: string) => `/media/art/case-studies/${slug}.svg`;

export type { CaseStudy };
