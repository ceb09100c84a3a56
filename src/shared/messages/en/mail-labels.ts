import type { Catalogue } from "../catalogue.js";

/** The labels of the mails' summaries, in English (mail-labels.ts). */
export const mailLabels: Catalogue["mailLabels"] = {
  reference: "Reference",
  receivedAt: "Received on",
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  subject: "Subject",
  sourcePage: "Source page",
  clientAccount: "Client account",
  noClientAccount: "none (visitor)",
  vatNumber: "EU VAT number",
  total: "Total",
  acceptedAt: "Accepted on",
  acceptedBy: "By",
  message: "Message",
  messageSent: "Message sent",
  teamMessage: "Message from the team",
  date: "Date",
  browser: "Browser",
  unknownBrowser: "unknown",
  system: "System",
  device: "Device",
  ipAddress: "IP address",
  parisTime: (dateTime: string) => `${dateTime} (Paris time)`,
};
