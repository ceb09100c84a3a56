import { describe, expect, it } from "vitest";
import { jobPosting, jsonLdText } from "./job-posting.js";

const job = {
  title: "Web Designer",
  html: "<h2>Le poste</h2><p>Concevoir des interfaces.</p>",
  description: "Résumé",
  postedAt: "2026-11-17T00:00:00.000Z",
  validThrough: "2027-01-17T00:00:00.000Z",
  employmentType: "FULL_TIME" as const,
  location: "Lyon",
  jobType: "Temps Plein" as const,
};

describe("JobPosting structured data", () => {
  it("describes an on-site offer with the fields search engines require", () => {
    expect(jobPosting(job)).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Web Designer",
      description: job.html,
      datePosted: "2026-11-17",
      validThrough: "2027-01-17",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Novadis" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Lyon", addressCountry: "FR" },
      },
    });
  });

  it("marks a Remote offer as telecommuting within France", () => {
    expect(jobPosting({ ...job, jobType: "Remote" })).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "France" },
    });
  });

  it("escapes '<' so the JSON cannot close its script element", () => {
    const text = jsonLdText({ description: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual({ description: "</script><script>alert(1)</script>" });
  });
});
