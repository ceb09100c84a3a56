import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/**
 * Job types as the careers page shows them (badge and filter values).
 * "Remote": entirely remote; "WFH": home-based, attached to the location's office for occasional days.
 */
export const jobTypes = ["Temps Plein", "Temps Partiel", "Remote", "WFH"] as const;
/** schema.org JobPosting employmentType values. */
export const employmentTypes = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
] as const;

/** A job offer on the careers page. The MDX body is the full job description. */
export const JobOffer = defineDocumentType(() => ({
  name: "JobOffer",
  filePathPattern: "jobs/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    jobType: { type: "enum", options: [...jobTypes], required: true, description: "Badge and filter value." },
    location: {
      type: "string",
      required: true,
      description: "A city; the location filter lists the cities present in content.",
    },
    postedAt: { type: "date", required: true, description: "Publication date; the card shows the time elapsed since." },
    description: { type: "string", required: true, description: "One or two sentences shown on the card." },
    keywords: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "Badges on the card; also searched by the keyword box.",
    },
    employmentType: {
      type: "enum",
      options: [...employmentTypes],
      required: true,
      description: "schema.org JobPosting employmentType.",
    },
    validThrough: {
      type: "date",
      required: true,
      description: "Last day the offer is open (schema.org JobPosting validThrough).",
    },
    salary: { type: "string", description: "Display text, e.g. « 42 000 € – 50 000 € brut annuel »." },
  },
  computedFields: idAndHtmlFields,
}));
