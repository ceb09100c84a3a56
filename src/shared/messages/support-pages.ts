/** The help centre (/support): its search of the help articles, the priority assistance, the themes. */
export const supportPages = {
  pageDescription: "Réponses aux questions fréquentes, assistance prioritaire et demandes au support Novadis.",
  eyebrowCaption: "Assistance",
  priorityIntro:
    "Client sous contrat ? Saisissez votre clé client pour être mis en relation en priorité avec votre équipe.",
  triggerButton: "Déclencher",
  themesHeading: "Parcourir par thème",
  notFoundQuestion: "Vous ne trouvez pas votre réponse ?",
  helpSearchLabel: "Rechercher dans l'aide",
  helpSearchPlaceholder: "Rechercher une question, un sujet…",
  helpArticlesLabel: "Articles d'aide",
  noHelpArticle: (query: string) => `Aucun article d'aide ne répond à « ${query} ».`,
  searchSiteLink: (query: string) => `Chercher « ${query} » sur tout le site`,
  askSupportLink: "Poser la question au support",
  askSupportAfter: ": réponse sous un jour ouvré.",
};
