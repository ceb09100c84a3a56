import articlesJson from "@content/ArticleEn/_index.json";
import caseStudiesJson from "@content/CaseStudyEn/_index.json";
import expertisesJson from "@content/ExpertiseEn/_index.json";
import jobsJson from "@content/JobOfferEn/_index.json";
import leadersJson from "@content/LeaderEn/_index.json";
import legalJson from "@content/LegalPageEn/_index.json";
import offersJson from "@content/OfferEn/_index.json";
import solutionsJson from "@content/SolutionEn/_index.json";
import type { SlugCollection, SlugTable } from "../../app/shared/locale-paths.js";

type Routed = { id: string; slug: string };

/** French id → English slug, only where they differ: the table stays as small as the translated words. */
function slugsOf(documents: readonly Routed[]): Record<string, string> {
  return Object.fromEntries(documents.filter(({ id, slug }) => id !== slug).map(({ id, slug }) => [id, slug]));
}

/**
 * Every routed document's English slug (docs/0063: `slug` is required in these collections), read from the
 * compiled English indexes: what the prerender, the server and the sitemap translate addresses with.
 */
export const englishSlugs: SlugTable = {
  jobs: slugsOf(jobsJson as Routed[]),
  legal: slugsOf(legalJson as Routed[]),
  leaders: slugsOf(leadersJson as Routed[]),
  expertises: slugsOf(expertisesJson as Routed[]),
  "case-studies": slugsOf(caseStudiesJson as Routed[]),
  solutions: slugsOf(solutionsJson as Routed[]),
  blog: slugsOf(articlesJson as Routed[]),
  offers: slugsOf(offersJson as Routed[]),
} satisfies Record<SlugCollection, Record<string, string>>;
