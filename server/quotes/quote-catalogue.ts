import legalPagesJson from "@content/LegalPage/_index.json";
import englishLegalPagesJson from "@content/LegalPageEn/_index.json";
import offersJson from "@content/Offer/_index.json";
import { eurosToCents } from "../../src/shared/money.js";
import type { Locale } from "../../src/shared/site-locale.js";
import { contentCatalogue } from "../content/index.js";

/** An offer as a quote line copies it. */
export interface QuotableOffer {
  name: string;
  deliveryTime: string;
  /** Cents, excluding VAT. */
  priceExcludingTax: number;
}

/** Who issues the quote, as the legal notice states it. */
export interface IssuerIdentity {
  legalForm: string;
  registeredOffice: string;
  register: string;
  vatNumber: string;
}

/** What a quote is made of, from the content compiled at build time (offers, legal notice, terms of sale). */
export interface QuoteCatalogue {
  offers: ReadonlyMap<string, QuotableOffer>;
  /** As the legal notice states it, in each language (the English one a translation). */
  issuer: Readonly<Record<Locale, IssuerIdentity>>;
  /**
   * The terms of sale's payment clause for business clients, quoted in the PDF in the client's language (the
   * English a translation of the French, which binds; the PDF says so).
   */
  paymentTerms: Readonly<Record<Locale, string>>;
  /** The privacy policy's date, the version a client's consent refers to. */
  privacyPolicyVersion: string;
}

type LegalDocument = { id: string; facts?: Record<string, string | undefined> };

/** A fact the legal page lists in its `quoted` front matter; missing, the server refuses to start. */
function fact(pageId: string, label: string, locale: Locale = "fr"): string {
  const pages = (locale === "en" ? englishLegalPagesJson : legalPagesJson) as unknown as LegalDocument[];
  const value = pages.find((each) => each.id === pageId)?.facts?.[label];
  if (!value) {
    const file = `content/${locale === "en" ? "en/" : ""}legal/${pageId}.mdx`;
    throw new Error(`${file} must state "${label}" and list it under \`quoted\`: quotes print it`);
  }
  return value;
}

/**
 * The register line a commercial document prints ("RCS Lyon 843 765 215", Code de commerce R123-237). The
 * legal notice spells the register out and gives that short form in brackets; printed whole, the number
 * appeared twice. A statement without brackets is printed as written.
 */
export function registerMention(statement: string): string {
  return /\(([^()]+)\)$/.exec(statement)?.[1]?.trim() ?? statement;
}

export function loadQuoteCatalogue(): QuoteCatalogue {
  const offers = (offersJson as Array<{ id: string; name: string; deliveryTime: string; price: number }>).map(
    (offer) =>
      [
        offer.id,
        { name: offer.name, deliveryTime: offer.deliveryTime, priceExcludingTax: eurosToCents(offer.price) },
      ] as const,
  );
  return {
    offers: new Map(offers),
    issuer: {
      fr: {
        legalForm: fact("mentions-legales", "forme sociale"),
        registeredOffice: fact("mentions-legales", "siège social"),
        register: registerMention(fact("mentions-legales", "immatriculation")),
        vatNumber: fact("mentions-legales", "numéro de TVA intracommunautaire"),
      },
      en: {
        legalForm: fact("mentions-legales", "legal form", "en"),
        registeredOffice: fact("mentions-legales", "registered office", "en"),
        register: registerMention(fact("mentions-legales", "registration", "en")),
        vatNumber: fact("mentions-legales", "intra-Community VAT number", "en"),
      },
    },
    paymentTerms: {
      fr: fact("terms-of-sale", "Modalités de paiement des Clients professionnels"),
      en: fact("terms-of-sale", "Payment terms for Business Customers", "en"),
    },
    privacyPolicyVersion: contentCatalogue.privacyPolicyVersion,
  };
}
