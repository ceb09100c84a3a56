import { messages } from "../../shared/messages/catalogue.js";

/**
 * A quote's acceptance page and how its states read. Apart from the quote schemas, so that the pages and
 * cards showing them import no schema library before the visitor does anything (docs/0035).
 */

/** The page the mailed "Accepter le devis" link opens (`?token=`): it shows the quote; its button accepts. */
export const quoteAcceptPath = "/devis/acceptation";

/** The lines the acceptance page lists, formatted by the server (the page's result holds strings: as JSON). */
export type QuoteLinesShown = Array<{ name: string; delivery: string; price: string }>;

/** A quote's state as its client sees it: expiry is a matter of the clock, not of a stored status. */
export type QuoteState = "issued" | "accepted" | "expired";

/** How a quote's state reads, in "Mes devis" and in the back-office. */
export const quoteStateLabels: Record<QuoteState, string> = {
  issued: messages.quotes.issuedStateLabel,
  accepted: messages.quotes.acceptedStateLabel,
  expired: messages.quotes.expiredStateLabel,
};
