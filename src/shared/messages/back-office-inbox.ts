/** The back-office's inbox (/admin): every request, its filters and exports, and the priority chip. */
export const backOfficeInbox = {
  pageTitle: "Demandes",
  filtersLabel: "Filtrer les demandes",
  searchLabel: "Rechercher une demande",
  searchPlaceholderLabel: "Référence, e-mail, nom, société",
  typeLabel: "Type",
  anyLabel: "Tous",
  meLabel: "Moi",
  filterButton: "Filtrer",
  exportCsvLink: "Exporter en CSV",
  exportXlsxLink: "Exporter pour Excel (XLSX)",
  loading: "Chargement des demandes…",
  loadFailed: "Les demandes n'ont pas pu être chargées. Réessayez.",
  none: "Aucune demande ne correspond.",
  allRequestsLink: "Toutes les demandes",
  priorityOnlyLink: "Prioritaires seulement",
};
