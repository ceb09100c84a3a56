/** The kinds of request a visitor can send, and where the team is with each (docs/0014-visitor-requests.md). */
export const requestTypes = ["quote", "contact", "support", "priority", "booking", "application"] as const;
export type RequestType = (typeof requestTypes)[number];

export const requestStatuses = ["new", "in_progress", "done", "archived"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** As the visitor reads them ("Mes demandes", mails). */
export const requestTypeLabels: Record<RequestType, string> = {
  quote: "Demande de devis",
  contact: "Message",
  support: "Demande d'assistance",
  priority: "Assistance prioritaire",
  booking: "Appel découverte",
  application: "Candidature",
};

export const requestStatusLabels: Record<RequestStatus, string> = {
  new: "Reçue",
  in_progress: "En cours de traitement",
  done: "Traitée",
  archived: "Archivée",
};
