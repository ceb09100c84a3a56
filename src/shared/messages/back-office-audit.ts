/** The back-office's audit log (/admin/journal, admins only). */
export const backOfficeAudit = {
  pageTitle: "Journal d'audit",
  loading: "Chargement du journal…",
};
