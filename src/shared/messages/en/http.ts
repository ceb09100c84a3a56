import type { Catalogue } from "../catalogue.js";

/**
 * The protections every API shares, in English (http.ts). The three bodies the original API gave in English
 * keep their wording, which clients read as it is.
 */
export const http: Catalogue["http"] = {
  bodyTooLarge: "Request body too large (16 KB at most)",
  malformedJson: "Malformed JSON in request body",
  crossOriginRefused: "Cross-origin request refused",
  apiNotFound: "This call does not exist in the API: see the list of calls in the README.",
  languageChoiceRefused: "This language link leads to no page of the site: go back to the page you came from.",
  internalError: (reference: string) =>
    `An internal error occurred. If you contact support, quote this reference: ${reference}`,
  methodNotAllowed: (method: string, allowed: string[]) =>
    `The ${method} method is not accepted by this call (accepted: ${allowed.join(", ")}).`,
  pageMethodNotAllowed: (method: string, allowed: string[]) =>
    `The ${method} method is not accepted for this address (accepted: ${allowed.join(", ")}).`,
  malformedPath:
    "This address is malformed: a “%” must be followed by two hexadecimal digits forming a valid character.",
  fileMissing:
    "This file is no longer available in our storage. Please report it to support: we will restore it from a backup.",
  databaseBusy: "The service is temporarily overloaded. Please try again in a moment.",
  tooManyRequests: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
  unsupportedMediaType: "The request body must be JSON (Content-Type: application/json).",
};
