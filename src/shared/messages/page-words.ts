/**
 * Words several pages say that the site's frame does not: apart from `common`, which every page loads with the
 * shell (docs/0054-message-catalogue.md, "Bundle"). Keys sorted alphabetically.
 */
export const pageWords = {
  backHomeLink: "Retour à l'accueil",
  bookCallLink: "Réserver un appel",
  offerNotFoundTitle: "Offre introuvable",
  ourCaseStudiesTitle: "Nos réalisations",
};
