/** The site search's dialog and page (docs/0020): the field, the results' headings, what to say when none. */
export const searchScreens = {
  pageTitle: "Recherche",
  queryPageTitle: (query: string) => `Recherche : ${query}`,
  pageDescription: "Rechercher une page, une offre, une expertise, un emploi ou un article d'aide.",
  fieldLabel: "Rechercher sur le site",
  queryPlaceholder: "Offre, expertise, emploi, aide…",
  searchButton: "Rechercher",
  noResultHeading: "Aucun résultat",
  noResultForHeading: (query: string) => `Aucun résultat pour « ${query} »`,
  resultsForHeading: (count: number, query: string) => `${count} résultat${count > 1 ? "s" : ""} pour « ${query} »`,
  popularPagesLabel: "Pages souvent consultées :",
  indexFailed: "La recherche n'a pas pu se charger.",
  searchPageLink: "Ouvrir la page de recherche",
  keysCaption: "↑ ↓ pour choisir, Entrée pour ouvrir, Échap pour fermer",
  allResultsLink: "Tous les résultats",
  /** The results' groups, by type of page. */
  pagesHeading: "Pages",
  expertisesHeading: "Expertises",
  offersHeading: "Offres Start & Scale",
  caseStudiesHeading: "Réalisations",
  jobsHeading: "Emplois",
  helpHeading: "Aide",
  leadersHeading: "Dirigeants",
  applicationsHeading: "Applications",
  articlesHeading: "Articles du blog",
  legalHeading: "Informations légales",
  /** Suggested when nothing matches. */
  offersLink: "Start & Scale : nos offres",
  supportLink: "Support",
  contactLink: "Contact",
  /** A solution's page as a result. */
  solutionsTitle: (audience: string) => `Solutions ${audience}`,
};
