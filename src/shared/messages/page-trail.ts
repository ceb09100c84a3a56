/** The breadcrumbs: their landmark's name and the sections a page sits in, from home. */
export const pageTrail = {
  trailLabel: "Fil d'Ariane",
  homeLink: "Accueil",
  expertisesLink: "Expertises",
  caseStudiesLink: "Réalisations",
  leadershipLink: "Dirigeants",
  applicationsLink: "Applications",
  careersLink: "Carrière",
  blogLink: "Blog",
};
