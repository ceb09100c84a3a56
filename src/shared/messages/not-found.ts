/** The page shown for an address outside the site (404). */
export const notFound = {
  pageTitle: "Page introuvable",
  pageDescription: "Cette page n'existe pas ou a changé d'adresse.",
  unavailableHeading: "Cette page n'est pas disponible",
  explanation: "L'adresse a peut-être changé, ou la page n'existe plus.",
  backHomeButton: "Retour à la page d'accueil",
};
