import type { Catalogue } from "../catalogue.js";

/** What the server says about quotes being issued, fetched and accepted, in English (quote-desk.ts). */
export const quoteDesk: Catalogue["quoteDesk"] = {
  offerUnknown: "This offer does not exist or is no longer available.",
  quoteNotFound: "This quote does not exist, or this link cannot open it. Sign in with the account that requested it.",
  alreadyAccepted: "This quote has already been accepted: our team has written to you about what happens next.",
  stillValid: (date: string) =>
    `This quote is still valid until ${date}: accept it as it is; a new quote can only be obtained once it has expired.`,
  reissueRefused: "This quote can no longer be renewed: it has been accepted or replaced in the meantime.",
  pdfPending: (reference: string) =>
    `Your quote ${reference} is saved, but its PDF could not be prepared: it will be emailed to you within an hour or two. No need to request it again.`,
  pdfNotReady: "The PDF of this quote is being prepared. It will be emailed to you; try again in an hour or two.",
  busy: "Too many quotes are being issued. Please try again in a few seconds.",
  signInToList: "Sign in to see your quotes.",
  signInToAccept: "Sign in with the account that requested this quote to accept it.",
};
