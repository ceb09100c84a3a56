/** The careers page: its job search and the job offers' cards. */
export const careers = {
  skillsLabel: "Compétences",
  showOfferLabel: "Voir l'offre complète",
  hideOfferLabel: "Masquer l'offre complète",
  applyLink: "Postuler",
  jobSearchLabel: "Rechercher une offre d'emploi",
  keywordLabel: "Mot-clé",
  keywordPlaceholder: "Intitulé du poste, compétence…",
  placeLabel: "Lieu",
  allPlacesLabel: "Tous les lieux",
  jobTypeLabel: "Type de poste",
  allTypesLabel: "Tous les types",
  searchButton: "Rechercher",
  pageDescription:
    "Rejoignez Novadis : nos offres d'emploi à Lyon, Paris, Bordeaux et Nantes, en design, développement, marketing et produit.",
  pageTitle: "Carrière",
  heroHeading: "Construisons ensemble le futur en ligne",
  heroLead:
    "Designers, développeurs, chefs de produit ou fonctions support : rejoignez des équipes à taille humaine qui conçoivent les services numériques des entreprises et des territoires.",
  jobsHeading: "Nos offres d'emploi",
  noJobFound: "Aucun emploi trouvé correspondant à vos critères.",
  jobCountCaption: (count: number) => `${count} offre${count > 1 ? "s" : ""} d'emploi`,
  fullTimeLabel: "Temps plein",
  partTimeLabel: "Temps partiel",
  remoteLabel: "À distance",
  homeWorkingLabel: "Télétravail",
  postedOnCaption: (date: string) => `Publiée le ${date}`,
};
