/** The legal documents' pages: their frame around the document, and the page for one that does not exist. */
export const legal = {
  tableOfContentsHeading: "Sommaire",
  sectionLabel: "Légal & conformité",
  lastUpdatedLabel: "Dernière mise à jour :",
  supportContactHeading: "Contact du support",
  supportContactLabel: "Pour toute question sur ce document ou pour exercer vos droits :",
  otherDocumentsLabel: "Autres documents légaux",
  otherDocumentsHeading: "Autres documents",
  notFoundDescription: "Ce document juridique n'existe pas ou a changé d'adresse.",
  notFoundTitle: "Document introuvable",
  notFoundListLabel: "Ce document légal n'existe pas. Voici ceux que nous publions :",
};
