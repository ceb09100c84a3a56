import type { JobOffer } from "@content";

/**
 * What a French reader sees for each job type: the content's values (content-model/job-offer.ts) are codes, and
 * the careers page's `type=` parameter, two of them English words.
 */
export const jobTypeLabels: Record<JobOffer["jobType"], string> = {
  "Temps Plein": "Temps plein",
  "Temps Partiel": "Temps partiel",
  Remote: "À distance",
  WFH: "Télétravail",
};
