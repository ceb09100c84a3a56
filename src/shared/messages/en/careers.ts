import type { Catalogue } from "../catalogue.js";

/** The careers page, in English (careers.ts). */
export const careers: Catalogue["careers"] = {
  skillsLabel: "Skills",
  showOfferLabel: "Show the full job offer",
  hideOfferLabel: "Hide the full job offer",
  applyLink: "Apply",
  jobSearchLabel: "Search for a job",
  keywordLabel: "Keyword",
  keywordPlaceholder: "Job title, skill…",
  placeLabel: "Location",
  allPlacesLabel: "All locations",
  jobTypeLabel: "Job type",
  allTypesLabel: "All types",
  searchButton: "Search",
  pageDescription:
    "Join Novadis: our jobs in Lyon, Paris, Bordeaux and Nantes, in design, development, marketing and product.",
  pageTitle: "Careers",
  heroHeading: "Let's build the online future together",
  heroLead:
    "Designers, developers, product managers or support roles: join human-sized teams who design the digital services of businesses and regions.",
  jobsHeading: "Our jobs",
  noJobFound: "No job matches your criteria.",
  jobCountCaption: (count: number) => (count === 1 ? "1 job" : `${count} jobs`),
  fullTimeLabel: "Full-time",
  partTimeLabel: "Part-time",
  remoteLabel: "Remote",
  homeWorkingLabel: "Working from home",
  postedOnCaption: (date: string) => `Posted on ${date}`,
};
