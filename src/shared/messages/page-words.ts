/** Words several pages say that the site's frame does not (which says those in `common`). Keys sorted alphabetically. */
export const pageWords = {
  backHomeLink: "Retour à l'accueil",
  bookCallLink: "Réserver un appel",
  offerNotFoundTitle: "Offre introuvable",
  ourCaseStudiesTitle: "Nos réalisations",
};
