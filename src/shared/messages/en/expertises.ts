import type { Catalogue } from "../catalogue.js";

/** The expertises, in English (expertises.ts). */
export const expertises: Catalogue["expertises"] = {
  backLink: "Back to our expertise",
  notFoundDescription: "This area of expertise does not exist or has moved.",
  notFoundTitle: "Expertise not found",
  notFoundExplanation: "This area of expertise does not exist or is no longer offered.",
  servicesHeading: "Our services",
  technologiesHeading: "Technologies we use",
  otherTechnologiesLabel: "Other technologies",
  benefitsHeading: "Benefits for your business",
  readyQuestion: "Ready to start your project?",
  readyInvitation:
    "Tell us about your challenges: an expert from this team will get back to you to shape the right answer.",
  projectLink: "Let's develop your project",
  sevenExpertisesLabel: "The seven areas of expertise",
  discoverLink: "Discover this expertise",
  listingLead: "Seven areas of technology to build your company's future.",
};
