import type { Catalogue } from "../catalogue.js";

/** The words of a quote's PDF, in English (quote-pdf.ts). */
export const quotePdf: Catalogue["quotePdf"] = {
  documentTitle: (reference: string) => `Quote ${reference}`,
  subjectCaption: (siteName: string) => `Quote from ${siteName}`,
  validUntilCaption: (date: string) => `Valid until ${date}`,
  replacesCaption: (reference: string) => `Replaces quote ${reference}`,
  registeredOfficeLabel: "Registered office",
  clientHeading: "Client",
  offerColumn: "Offer",
  priceColumn: "Price excl. VAT",
  scheduleHeading: "Payment schedule",
  depositCaption: (percent: number) => `Deposit of ${percent}% on acceptance of the quote`,
  balanceCaption: (percent: number) => `Balance of ${percent}% on receipt of the deliverables`,
  paymentStart: "Work begins once the deposit is received; the balance is payable by bank transfer within thirty days.",
  paymentTermsHeading: "Payment terms (terms of sale, article 4; the French text binds)",
  howToAccept:
    "To accept this quote, use the “Accept this quote” link in the email that comes with it, or your client area, before its expiry date.",
};
