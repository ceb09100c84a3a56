import type { PageProps } from "../../app/routes/page-modules.js";
import { caseStudiesWithExpertise } from "../case-study-catalogue.js";
import NotFoundPage from "../not-found/NotFoundPage.js";
import { findExpertise } from "../shared/expertise-catalogue.js";
import { CaseStudyListing } from "./CaseStudyListing.js";

export default function CaseStudiesExpertisePage({ params }: PageProps) {
  const expertise = findExpertise(params.id ?? "");
  const studies = expertise ? caseStudiesWithExpertise(expertise.id) : [];
  return expertise && studies.length > 0 ? (
    <CaseStudyListing studies={studies} expertise={expertise} />
  ) : (
    <NotFoundPage />
  );
}
