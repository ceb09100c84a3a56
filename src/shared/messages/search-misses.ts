/** The back-office's list of the searches that found nothing (docs/0020). */
export const searchMisses = {
  pageTitle: "Recherches sans résultat",
  intro:
    "Les recherches du site qui n'ont rien trouvé, les plus fréquentes d'abord : des pages ou des mots à ajouter au contenu.",
  loading: "Chargement des recherches…",
  none: "Aucune recherche sans résultat pour l'instant.",
  queryHeading: "Recherche",
  countHeading: "Fois",
  firstSeenHeading: "Première fois",
  lastSeenHeading: "Dernière fois",
};
