import type { Catalogue } from "../catalogue.js";

/** The page of a quote mail's acceptance link, in English (quote-acceptance.ts). */
export const quoteAcceptance: Catalogue["quoteAcceptance"] = {
  pageTitle: "Accept a quote",
  pageDescription: "Accept your Novadis quote online.",
  quoteLabel: "Quote",
  totalLabel: "Total",
  validUntilLabel: "Valid until",
  linesCaption: (reference: string) => `Lines of quote ${reference}`,
  offerColumn: "Offer",
  deliveryColumn: "Lead time",
  priceColumn: "Price",
  totalExcludingTaxLabel: "Total excluding VAT",
  vatLabel: "VAT (20%)",
  totalIncludingTaxLabel: "Total including VAT",
  downloadLink: (reference: string) => `Download quote ${reference} (PDF)`,
  reissueExplained:
    "A new quote lists the same offers at today's prices, under a new reference, valid for 30 days. It is sent to you by email.",
  reissuing: "Issuing…",
  seeOffersLink: "See the Start & Scale offers",
  accepted:
    "Quote accepted, thank you! An email confirms it; we will send you the deposit invoice and contact you within 24 working hours. The PDF quote remains attached to the email that sent it to you.",
  acceptingBefore: "By accepting this quote, you place an order on the terms it describes and on our",
  termsOfSaleLink: "general terms and conditions of sale",
  accepting: "Accepting…",
};
