import type { Catalogue } from "../catalogue.js";

/** What the request forms and their APIs say, in English (requests.ts). */
export const requests: Catalogue["requests"] = {
  typeUnknown: "Choose the kind of request: quote, contact, support or priority assistance.",
  messageRequired: "Write your message.",
  categoryRequired: "Choose a category.",
  categoryUnknown: "This support category does not exist.",
  offerUnknown: "This offer does not exist.",
  expertiseUnknown: "This area of expertise does not exist.",
  sourcePageInvalid: "The source page must be a path on the site, for example /start-scale.",
  clientKeyRequired: "Enter your client key.",
  clientKeyUnknown:
    "This client key is unknown. You will find it in your client area (dashboard); check it and try again.",
  consentRequired: "Accept the privacy policy to send your request.",
};
