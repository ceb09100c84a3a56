import { describe, expect, it } from "vitest";
import { siteAddress } from "../app/shared/site-address.js";
import { baseSalary, jobPosting, jsonLdText } from "./job-posting.js";
import { jobOffers } from "./shared/job-offers.js";

const job = {
  id: "web-designer",
  title: "Web Designer",
  html: "<h2>Le poste</h2><p>Concevoir des interfaces.</p>",
  description: "Résumé",
  postedAt: "2026-11-17T00:00:00.000Z",
  validThrough: "2027-01-17T00:00:00.000Z",
  employmentType: "FULL_TIME" as const,
  location: "Lyon",
  jobType: "Temps Plein" as const,
  salary: "38 000 € – 45 000 € brut annuel",
};

const siteUrl = siteAddress("https://www.novadis.fr");

describe("JobPosting structured data", () => {
  it("describes an on-site offer with what search engines require and recommend", () => {
    expect(jobPosting(job, siteUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Web Designer",
      description: job.html,
      identifier: { "@type": "PropertyValue", name: "Novadis", value: "web-designer" },
      url: "https://www.novadis.fr/careers/web-designer",
      datePosted: "2026-11-17",
      validThrough: "2027-01-17",
      employmentType: "FULL_TIME",
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: "Novadis", sameAs: "https://www.novadis.fr/" },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "27 rue Grenette",
          postalCode: "69002",
          addressLocality: "Lyon",
          addressCountry: "FR",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", minValue: 38000, maxValue: 45000, unitText: "YEAR" },
      },
    });
  });

  it("marks a Remote offer as telecommuting within France", () => {
    expect(jobPosting({ ...job, jobType: "Remote" }, siteUrl)).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "France" },
    });
  });

  it("states no pay when the offer states none, and a monthly pay by the month", () => {
    expect(jobPosting({ ...job, salary: undefined }, siteUrl)).not.toHaveProperty("baseSalary");
    expect(baseSalary("1 450 € – 1 600 € brut mensuel pour 24 heures par semaine")).toMatchObject({
      value: { minValue: 1450, maxValue: 1600, unitText: "MONTH" },
    });
  });

  it("gives every offer of the content a full address and the pay its text states", () => {
    for (const offer of jobOffers) {
      const posting = jobPosting(offer, siteUrl) as { jobLocation: { address: Record<string, string> } };
      expect(Object.keys(posting.jobLocation.address).sort(), offer.id).toEqual(
        ["@type", "addressCountry", "addressLocality", "postalCode", "streetAddress"].sort(),
      );
      if (offer.salary) expect(posting, offer.id).toHaveProperty("baseSalary.currency", "EUR");
    }
  });

  it("escapes '<' so the JSON cannot close its script element", () => {
    const text = jsonLdText({ description: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual({ description: "</script><script>alert(1)</script>" });
  });
});
