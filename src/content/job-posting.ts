import type { JobOffer } from "@content";
import { buildPath } from "../app/shared/route-table.js";
import type { SiteAddress } from "../app/shared/site-address.js";
import { brand } from "../shared/site/brand.js";
import { officeIn, postalAddress } from "../shared/site/offices.js";

type PostedJob = Pick<
  JobOffer,
  | "id"
  | "title"
  | "html"
  | "postedAt"
  | "validThrough"
  | "employmentType"
  | "location"
  | "jobType"
  | "description"
  | "salary"
>;

const day = (iso: string) => iso.slice(0, 10);

const amount = (digits: string) => Number(digits.replace(/\s/g, ""));

/**
 * The offer's stated pay (its `salary` text, « 45 000 € – 55 000 € brut annuel », or « … brut mensuel … »)
 * as a schema.org MonetaryAmount; undefined when the offer states none.
 */
export function baseSalary(salary: string | undefined): Record<string, unknown> | undefined {
  const stated = salary && /^([\d\s]+) € – ([\d\s]+) € brut (annuel|mensuel)/u.exec(salary);
  if (!stated) return undefined;
  return {
    "@type": "MonetaryAmount",
    currency: "EUR",
    value: {
      "@type": "QuantitativeValue",
      minValue: amount(stated[1] ?? ""),
      maxValue: amount(stated[2] ?? ""),
      unitText: stated[3] === "annuel" ? "YEAR" : "MONTH",
    },
  };
}

/**
 * schema.org JobPosting for one offer, written on the offer's own page only (search engines refuse it on a
 * list). Applications go through the page's own form (`directApply`). "Remote" offers are telecommuting jobs
 * open to applicants in France; the others are based at the agency of the offer's city.
 */
export function jobPosting(job: PostedJob, url: SiteAddress): Record<string, unknown> {
  const remote = job.jobType === "Remote";
  const office = officeIn(job.location);
  const salary = baseSalary(job.salary);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.html || `<p>${job.description}</p>`,
    identifier: { "@type": "PropertyValue", name: brand.name, value: job.id },
    url: url(buildPath("/careers/:jobId", { jobId: job.id })),
    datePosted: day(job.postedAt),
    validThrough: day(job.validThrough),
    employmentType: job.employmentType,
    directApply: true,
    hiringOrganization: { "@type": "Organization", name: brand.name, sameAs: url("/") },
    jobLocation: {
      "@type": "Place",
      address: office
        ? postalAddress(office)
        : { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "FR" },
    },
    ...(salary && { baseSalary: salary }),
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
