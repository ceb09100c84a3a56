import { z } from "zod";
import {
  consentSchema,
  contentId,
  emptyToUndefined,
  freeText,
  requiredLine,
} from "../../requests/shared/request-schemas.js";
import { emailField } from "../../shared/email-field.js";
import { honeypotSchema } from "../../shared/honeypot-schema.js";
import { localeField } from "../../shared/locale-field.js";
import { messages } from "../../shared/messages/catalogue.js";
import { personName } from "../../shared/person-name.js";

/** Every offer at most once: there are nine, so nine lines at most. */
export const QUOTE_MAX_OFFERS = 9;

/** An intra-EU VAT number, typed with or without spaces or dots: "FR50 843 765 215" is kept as "FR50843765215". */
const vatNumber = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/[\s.-]/g, "").toUpperCase() : value),
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, { error: messages.quotes.vatNumberInvalid })
      .optional(),
  ),
);

/**
 * `POST /api/quotes` (docs/0023) and the basket's form: the offers (ids, each once) and the client
 * as the quote will name them. Pure, like the request schemas; the server checks the ids against content.
 */
export const quoteInput = z.object({
  offers: z
    .array(contentId, { error: messages.quotes.offersRequired })
    .min(1, { error: messages.quotes.offersRequired })
    .max(QUOTE_MAX_OFFERS, { error: messages.quotes.offersTooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.quotes.offerTwice }),
  customer: z.object(
    {
      firstName: personName(messages.forms.firstNameRequired),
      lastName: personName(messages.forms.lastNameRequired),
      email: emailField(messages.forms.emailInvalid),
      company: requiredLine(150, messages.quotes.companyRequired),
      address: z.preprocess(emptyToUndefined, freeText(500, messages.quotes.addressRequired)),
      vatNumber,
    },
    { error: messages.forms.firstNameRequired },
  ),
  consent: consentSchema,
  website: honeypotSchema,
  locale: localeField,
});
export type QuoteInput = z.infer<typeof quoteInput>;

/** "DEV-2026-0001": anything else is refused before any lookup. */
export const quoteReference = z.string().regex(/^DEV-\d{4}-\d{4,}$/, { error: messages.quotes.referenceInvalid });

/** One of the signed-in owner's quotes, named on the dashboard's buttons. */
export const quoteOfMine = z.object({ reference: quoteReference });

export { quoteAcceptPath } from "./quote-states.js";

/** The token of a quote's acceptance link (256 random bits, base64url): anything else is refused before any lookup. */
export const quoteAcceptInput = z.object({
  token: z
    .string({ error: messages.quotes.acceptLinkInvalid })
    .trim()
    .regex(/^[\w-]{16,256}$/, { error: messages.quotes.acceptLinkInvalid }),
});

export { type QuoteState, quoteStateLabels } from "./quote-states.js";

/** What `POST /api/quotes` answers; amounts in cents. */
export interface IssuedQuoteAnswer {
  success: true;
  reference: string;
  totalExcludingTax: number;
  vat: number;
  totalIncludingTax: number;
  pdfUrl: string;
}
