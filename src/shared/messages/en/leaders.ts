import type { Catalogue } from "../catalogue.js";

/** The leaders' portraits, in English (leaders.ts). */
export const leaders: Catalogue["leaders"] = {
  portraitLabel: (name: string) => `Illustrated portrait of ${name}`,
  teamCaseStudiesHeading: "Work by their teams",
  expertiseAreasHeading: "Areas of expertise led",
  portraitsTitle: "Our leaders' profiles",
  biographyHeading: "Biography",
  skillsHeading: "Fields of expertise",
  projectQuestion: "A project for us?",
  projectInvitation:
    "Tell us what you need: someone from the team will get back to you to discuss it and send you a quote.",
  notFoundDescription: "This profile does not exist or has moved.",
  notFoundTitle: "Profile not found",
  notFoundExplanation: "No Novadis leader matches this address.",
  allPortraitsLink: "See the leaders' profiles",
  pageDescription: "The Novadis leadership team: founder, technology, operations, design, finance and innovation.",
  teamLabel: "Our leadership team",
  heroLead:
    "They move Novadis forward every day and, with all our teams, carry the ambition of useful, safe and accessible digital technology.",
  readPortraitLink: "Read the profile",
  pageDescriptionOf: (name: string, title: string) => `Profile of ${name}, ${title} at Novadis.`,
  socialProfileOfCaption: (name: string) => `profile of ${name}`,
};
