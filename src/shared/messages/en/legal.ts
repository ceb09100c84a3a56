import type { Catalogue } from "../catalogue.js";

/** The legal documents' pages, in English (legal.ts). */
export const legal: Catalogue["legal"] = {
  tableOfContentsHeading: "Contents",
  sectionLabel: "Legal & compliance",
  lastUpdatedLabel: "Last updated:",
  supportContactHeading: "Support contact",
  supportContactLabel: "For any question about this document or to exercise your rights:",
  otherDocumentsLabel: "Other legal documents",
  otherDocumentsHeading: "Other documents",
  notFoundDescription: "This legal document does not exist or has moved.",
  notFoundTitle: "Document not found",
  notFoundListLabel: "This legal document does not exist. Here are the ones we publish:",
};
