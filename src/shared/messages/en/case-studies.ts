import type { Catalogue } from "../catalogue.js";

/** The case studies, in English (case-studies.ts). */
export const caseStudies: Catalogue["caseStudies"] = {
  resultsLabel: "Results",
  readCaseStudyLink: "Read the case study",
  caseStudiesHeading: "Case studies",
  clientsHeading: "They trusted us with their project",
  discoverLink: "Discover our work",
  expertiseFilterLabel: "Filter by expertise",
  allExpertisesLabel: "All",
  clientLabel: "Client",
  sectorLabel: "Sector",
  launchLabel: "Launch",
  expertisesLabel: "Areas of expertise",
  fixedPriceOfferLabel: "Fixed-price offer",
  offerLink: "See the Start & Scale offer",
  technologiesLabel: "Tech stack",
  allCaseStudiesLink: "All our work",
  resultsHeading: "Measured results",
  challengeHeading: "The challenge",
  whatWeDidHeading: "What we did",
  teamHeading: "The team",
  comparableQuestion: "A similar project?",
  projectInvitation:
    "Tell us what you need: a member of the team will get back to you to talk it over and offer you a quote.",
  countCaption: (count: number) => (count === 1 ? "1 case study" : `${count} case studies`),
  ofExpertiseTitle: (expertise: string) => `Our work: ${expertise}`,
  caseStudyTitle: (client: string) => `${client}: case study`,
  listingLead:
    "Projects delivered for businesses, craftspeople and freelancers, with the measured results they achieved.",
};
