import type { Catalogue } from "../catalogue.js";

/** The kinds of request and where the team is with each, in English (request-labels.ts). */
export const requestLabels: Catalogue["requestLabels"] = {
  quoteLabel: "Quote request",
  contactLabel: "Message",
  supportLabel: "Support request",
  priorityLabel: "Priority assistance",
  bookingLabel: "Discovery call",
  applicationLabel: "Job application",
  newLabel: "Received",
  inProgressLabel: "In progress",
  doneLabel: "Handled",
  archivedLabel: "Archived",
};
