/**
 * The back-office's frame: its page title and what it says while the signed-in user is read, its sections'
 * navigation, each screen's title for the browser's tab, and the words several of its screens say.
 */
export const adminArea = {
  pageTitle: "Back-office",
  loading: "Chargement du back-office…",
  metaTitle: (title: string) => `${title} – back-office`,
  metaDescription: "Le back-office de l'équipe Novadis.",
  newRequestsCaption: "nouvelles",
  priorityCaption: "Prioritaire",
  actionFailed: "L'action n'a pas abouti. Réessayez.",
};
