/** The home page: its hero, its sections (expertise pillars, Horizon 2030, news, the CEO's word). */
export const home = {
  heroEyebrowCaption: "Services numériques · Lyon & Grenoble",
  heroLead:
    "Développement web et mobile, design, back-end, cloud, cybersécurité, intelligence artificielle et intégration : une équipe française pour concevoir, lancer et faire grandir vos services numériques.",
  discoverLink: "Découvrir",
  pillarsHeading: "Nos pôles d'expertise",
  pillarsLead: "Sept piliers technologiques pour construire l'avenir de votre entreprise.",
  pillarOfCaption: (order: number, count: number) => `Pôle ${order} sur ${count}`,
  horizonEyebrowCaption: "Programme",
  horizonHeadingBefore: "Horizon",
  horizonLead:
    "Notre feuille de route pour la décennie : trois objectifs pour faire grandir les entreprises et les territoires avec un numérique de confiance.",
  horizonLink: "Explorer l'horizon",
  horizonMapLabel: "Carte de l'Europe centrée sur la France, point de départ d'Horizon 2030",
  zoomInLabel: "Zoom avant",
  zoomOutLabel: "Zoom arrière",
  newsEyebrowCaption: "Actualités",
  newsHeading: "Les dernières nouvelles de Novadis",
  readArticleLink: "Lire l'article",
  previousNewsLabel: "Actualité précédente",
  nextNewsLabel: "Actualité suivante",
  ceoQuoteHeading: "Le mot du dirigeant",
  ceoPortraitLink: "Lire son portrait",
};
