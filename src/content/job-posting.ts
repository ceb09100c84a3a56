import type { JobOffer } from "@content";
import { brand } from "../site/brand.js";

type PostedJob = Pick<
  JobOffer,
  "title" | "html" | "postedAt" | "validThrough" | "employmentType" | "location" | "jobType" | "description"
>;

const day = (iso: string) => iso.slice(0, 10);

/**
 * schema.org JobPosting for one offer, so search engines can list it. "Remote" offers are
 * telecommuting jobs open to applicants in France; the others are based at the offer's city.
 */
export function jobPosting(job: PostedJob): Record<string, unknown> {
  const remote = job.jobType === "Remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.html || `<p>${job.description}</p>`,
    datePosted: day(job.postedAt),
    validThrough: day(job.validThrough),
    employmentType: job.employmentType,
    hiringOrganization: { "@type": "Organization", name: brand.name },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "FR" },
    },
    ...(remote && {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "France" },
    }),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
