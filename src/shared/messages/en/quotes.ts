import type { Catalogue } from "../catalogue.js";

/** What the instant quote's form, API and pages say, in English (quotes.ts). */
export const quotes: Catalogue["quotes"] = {
  offersRequired: "Add at least one offer to your quote.",
  offersTooMany: "A quote includes 9 offers at most.",
  offerTwice: "Each offer appears only once in a quote: it is a project, not a quantity.",
  companyRequired: "Enter your company (or your name, if you are ordering as a private individual).",
  addressRequired: "Enter the billing address.",
  vatNumberInvalid: "An EU VAT number starts with the country code (FR…), followed by 2 to 13 digits or letters.",
  referenceInvalid: "Invalid quote reference.",
  acceptLinkInvalid: "This acceptance link is not valid, or the quote has already been accepted.",
  expired: (date: string) =>
    `This quote expired on ${date}. Request a new one, at today's prices, from your basket or your dashboard.`,
  alreadyReplaced: (reference: string) =>
    `This quote has already been replaced by quote ${reference}, sent by email: that is the one to accept.`,
  acceptedByOwner: (reference: string) =>
    `Quote ${reference} accepted, thank you! An email confirms it; we will send you the deposit invoice.`,
  reissued: (reference: string) => `New quote ${reference} issued at today's prices: it has been emailed to you.`,
  issuedStateLabel: "Issued",
  acceptedStateLabel: "Accepted",
  expiredStateLabel: "Expired",
};
