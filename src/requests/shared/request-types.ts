import { messages } from "../../shared/messages/catalogue.js";
/** The kinds of request a visitor can send, and where the team is with each (docs/0014-visitor-requests.md). */
export const requestTypes = ["quote", "contact", "support", "priority", "booking", "application"] as const;
export type RequestType = (typeof requestTypes)[number];

export const requestStatuses = ["new", "in_progress", "done", "archived"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** As the visitor reads them ("Mes demandes", mails). */
export const requestTypeLabels: Record<RequestType, string> = {
  quote: messages.requestLabels.quoteLabel,
  contact: messages.requestLabels.contactLabel,
  support: messages.requestLabels.supportLabel,
  priority: messages.requestLabels.priorityLabel,
  booking: messages.requestLabels.bookingLabel,
  application: messages.requestLabels.applicationLabel,
};

export const requestStatusLabels: Record<RequestStatus, string> = {
  new: messages.requestLabels.newLabel,
  in_progress: messages.requestLabels.inProgressLabel,
  done: messages.requestLabels.doneLabel,
  archived: messages.requestLabels.archivedLabel,
};
