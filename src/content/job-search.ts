import type { JobOffer } from "@content";
import { compareFrench } from "../shared/french-text.js";

export type SearchableJob = Pick<JobOffer, "title" | "keywords" | "location" | "jobType">;

/** The value of a dropdown's "every location / every type" choice (a select item never has an empty value). */
export const ANY = "all";

export interface JobCriteria {
  keyword: string;
  location: string;
  jobType: string;
}

export const noJobCriteria: JobCriteria = { keyword: "", location: ANY, jobType: ANY };

/** The search form's field names, which a search without JavaScript also puts in the address. */
export const jobCriteriaFields = { keyword: "keyword", location: "location", jobType: "type" } as const;

/** The criteria the search form sent (its data) or put in the address (`/careers?keyword=…`). */
export function jobCriteriaFrom(values: { get(name: string): FormDataEntryValue | null }): JobCriteria {
  const read = (field: keyof JobCriteria) => {
    const value = values.get(jobCriteriaFields[field]);
    return typeof value === "string" && value !== "" ? value : noJobCriteria[field];
  };
  return { keyword: read("keyword"), location: read("location"), jobType: read("jobType") };
}

/**
 * The keyword matches, case-insensitively, a substring of the title or of any keyword;
 * location and job type must be equal. Empty criteria (blank keyword, "all") do not filter.
 */
export function searchJobs<T extends SearchableJob>(jobs: readonly T[], criteria: JobCriteria): T[] {
  const keyword = criteria.keyword.trim().toLocaleLowerCase("fr");
  return jobs.filter(
    (job) =>
      (keyword === "" || [job.title, ...job.keywords].some((text) => text.toLocaleLowerCase("fr").includes(keyword))) &&
      (criteria.location === ANY || job.location === criteria.location) &&
      (criteria.jobType === ANY || job.jobType === criteria.jobType),
  );
}

/** The dropdown's choices are the values the offers actually carry (docs/0005), sorted, each once. */
export function distinctValues(jobs: readonly SearchableJob[], field: "location" | "jobType"): string[] {
  return [...new Set(jobs.map((job) => job[field]))].sort(compareFrench);
}
