import { caseStudies } from "../case-study-catalogue.js";
import { CaseStudyListing } from "./CaseStudyListing.js";

export default function CaseStudiesPage() {
  return <CaseStudyListing studies={caseStudies} />;
}
