import { formatIncludingTax } from "../../src/shared/money.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import { quoteMessages as q } from "../../src/shared/quote-messages.js";
import { quoteAcceptInput, quoteAcceptPath } from "../../src/shared/quote-schemas.js";
import type { FormPage } from "../forms/html-form.js";
import { singleUseLinkPage } from "../forms/single-use-link-page.js";
import { requestMeta } from "../http/request-meta.js";
import type { QuoteSummary } from "./quote-acceptance.js";
import type { QuotesService } from "./quotes-service.js";

const FORM = "quote-accept";

/** The quote as the page shows it: strings, as a form's result holds them. */
const shown = (quote: QuoteSummary) => ({
  reference: quote.reference,
  state: quote.state,
  total: formatIncludingTax(quote.totalIncludingTax),
  expires: formatParisDate(quote.expiresAt),
});

/** The "Accepter le devis" link of a quote mail: the page shows the quote, its button accepts it. */
export function quoteAcceptancePage(deps: { quotes: QuotesService }): FormPage {
  return singleUseLinkPage({
    path: quoteAcceptPath,
    form: FORM,
    schema: quoteAcceptInput,
    invalidMessage: q.acceptLinkInvalid,
    show: async (token) => shown(await deps.quotes.acceptance(token)),
    act: async (token, req) => shown(await deps.quotes.acceptByLink(token, requestMeta(req))),
  });
}
