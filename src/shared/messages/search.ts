/** What the site's search says about a query it cannot run (the search page, the misses it counts). */
export const search = {
  queryRequired: "Indiquez la recherche.",
  queryTooLong: (max: number) => `Votre recherche est trop longue : ${max} caractères au plus.`,
  queryUnreadable: "Recherche illisible : indiquez un seul texte à rechercher.",
};
