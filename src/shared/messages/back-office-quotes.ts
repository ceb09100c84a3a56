/** The back-office's list of every client's quotes (/admin/devis). */
export const backOfficeQuotes = {
  pageTitle: "Devis",
  loading: "Chargement des devis…",
  loadFailed: "Les devis n'ont pas pu être chargés. Réessayez.",
  none: "Aucun devis pour l'instant.",
  ofQuoteCaption: (reference: string) => `du devis ${reference}`,
};
