import type { Catalogue } from "../catalogue.js";

/** The breadcrumbs, in English (page-trail.ts). */
export const pageTrail: Catalogue["pageTrail"] = {
  trailLabel: "Breadcrumb",
  homeLink: "Home",
  expertisesLink: "Expertise",
  caseStudiesLink: "Our work",
  leadershipLink: "Leadership",
  applicationsLink: "Apps",
  careersLink: "Careers",
  blogLink: "Blog",
};
