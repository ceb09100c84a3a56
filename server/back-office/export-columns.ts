import {
  type RequestStatus,
  type RequestType,
  requestStatusLabels,
  requestTypeLabels,
} from "../../src/requests/shared/request-types.js";
import { contentTitles } from "./content-titles.js";

/** One request as the exports write it; instants in epoch milliseconds. */
export interface ExportRow {
  reference: string;
  type: RequestType;
  status: RequestStatus;
  createdAt: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string | null;
  category: string | null;
  offerId: string | null;
  expertiseId: string | null;
  jobId: string | null;
  /** The booked call's start (booking requests). */
  callStart: number | null;
  sourcePage: string | null;
  ownerEmail: string | null;
}

/**
 * What a cell holds, so each format writes it typed: text, a phone number (text that looks like a
 * number) or an instant (ISO 8601 with the Paris offset in CSV, a date cell in XLSX).
 */
export type ExportColumn =
  | { header: string; kind: "text"; width: number; value: (row: ExportRow) => string | null }
  | { header: string; kind: "phone"; width: number; value: (row: ExportRow) => string | null }
  | { header: string; kind: "instant"; width: number; value: (row: ExportRow) => number | null };

/** The columns of both exports, a column for each field any request type has; content by its title. */
export const exportColumns: ExportColumn[] = [
  { header: "Référence", kind: "text", width: 16, value: (row) => row.reference },
  { header: "Type", kind: "text", width: 22, value: (row) => requestTypeLabels[row.type] },
  { header: "Statut", kind: "text", width: 12, value: (row) => requestStatusLabels[row.status] },
  { header: "Reçue le", kind: "instant", width: 18, value: (row) => row.createdAt },
  { header: "Prénom", kind: "text", width: 16, value: (row) => row.firstName },
  { header: "Nom", kind: "text", width: 16, value: (row) => row.lastName },
  { header: "E-mail", kind: "text", width: 28, value: (row) => row.email },
  { header: "Téléphone", kind: "phone", width: 18, value: (row) => row.phone },
  { header: "Société", kind: "text", width: 22, value: (row) => row.company },
  { header: "Objet", kind: "text", width: 28, value: (row) => row.subject },
  { header: "Message", kind: "text", width: 50, value: (row) => row.message },
  { header: "Catégorie", kind: "text", width: 22, value: (row) => contentTitles(row).category },
  { header: "Offre", kind: "text", width: 22, value: (row) => contentTitles(row).offer },
  { header: "Expertise", kind: "text", width: 22, value: (row) => contentTitles(row).expertise },
  { header: "Poste", kind: "text", width: 22, value: (row) => contentTitles(row).job },
  { header: "Rendez-vous", kind: "instant", width: 18, value: (row) => row.callStart },
  { header: "Page d'origine", kind: "text", width: 24, value: (row) => row.sourcePage },
  { header: "Responsable", kind: "text", width: 24, value: (row) => row.ownerEmail },
];
