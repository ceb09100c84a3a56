import { describe, expect, it } from "vitest";
import { ANY, distinctValues, jobCriteriaFrom, noJobCriteria, type SearchableJob, searchJobs } from "./job-search.js";

const jobs: SearchableJob[] = [
  { title: "Web Designer", keywords: ["Figma", "UI design"], location: "Lyon", jobType: "Temps Plein" },
  { title: "Product Manager", keywords: ["Roadmap"], location: "Nantes", jobType: "WFH" },
  { title: "Assistant(e) Administratif", keywords: ["Facturation"], location: "Lyon", jobType: "Temps Partiel" },
];

describe("careers search", () => {
  it("returns every offer when no criterion is set", () => {
    expect(searchJobs(jobs, noJobCriteria)).toEqual(jobs);
    expect(searchJobs(jobs, { ...noJobCriteria, keyword: "   " })).toEqual(jobs);
  });

  it("matches the keyword case-insensitively inside the title", () => {
    expect(searchJobs(jobs, { ...noJobCriteria, keyword: "DESIGN" }).map((job) => job.title)).toEqual(["Web Designer"]);
    expect(searchJobs(jobs, { ...noJobCriteria, keyword: "admin" }).map((job) => job.title)).toEqual([
      "Assistant(e) Administratif",
    ]);
  });

  it("matches the keyword inside any of the offer's keywords", () => {
    expect(searchJobs(jobs, { ...noJobCriteria, keyword: "roadm" }).map((job) => job.title)).toEqual([
      "Product Manager",
    ]);
  });

  it("requires the exact location and job type", () => {
    expect(searchJobs(jobs, { ...noJobCriteria, location: "Lyon" })).toHaveLength(2);
    expect(searchJobs(jobs, { ...noJobCriteria, location: "lyon" })).toHaveLength(0);
    expect(searchJobs(jobs, { ...noJobCriteria, jobType: "Temps Partiel" })).toEqual([jobs[2]]);
  });

  it("combines the criteria", () => {
    expect(searchJobs(jobs, { keyword: "figma", location: "Lyon", jobType: "Temps Plein" })).toEqual([jobs[0]]);
    expect(searchJobs(jobs, { keyword: "figma", location: "Nantes", jobType: ANY })).toEqual([]);
  });

  it("offers as dropdown choices the distinct values present, sorted", () => {
    expect(distinctValues(jobs, "location")).toEqual(["Lyon", "Nantes"]);
    expect(distinctValues(jobs, "jobType")).toEqual(["Temps Partiel", "Temps Plein", "WFH"]);
  });
});

describe("the criteria of the search form or of the address", () => {
  it("reads the three fields by their names, an empty or missing one meaning no criterion", () => {
    expect(jobCriteriaFrom(new URLSearchParams("keyword=design&location=Lyon&type=WFH"))).toEqual({
      keyword: "design",
      location: "Lyon",
      jobType: "WFH",
    });
    expect(jobCriteriaFrom(new URLSearchParams("keyword=&type=WFH"))).toEqual({ ...noJobCriteria, jobType: "WFH" });
    expect(jobCriteriaFrom(new URLSearchParams(""))).toEqual(noJobCriteria);
  });
});
