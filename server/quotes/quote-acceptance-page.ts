import { quoteAcceptInput, quoteAcceptPath } from "../../src/quotes/shared/quote-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { formatIncludingTax } from "../../src/shared/money.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import { type FormPage, htmlForm } from "../forms/html-form.js";
import { singleUseLinkPage } from "../forms/single-use-link-page.js";
import { requestMeta } from "../platform/http/request-meta.js";
import type { QuoteSummary } from "./quote-acceptance.js";
import type { QuotesService } from "./quotes-service.js";

const FORM = "quote-accept";
const REISSUE_FORM = "quote-reissue";

/** The quote as the page shows it: strings, as a form's result holds them. */
const shown = (quote: QuoteSummary) => ({
  reference: quote.reference,
  state: quote.state,
  total: formatIncludingTax(quote.totalIncludingTax),
  expires: formatParisDate(quote.expiresAt),
  replacedBy: quote.replacedBy ?? "",
});

/**
 * The "Accepter le devis" link of a quote mail: the page shows the quote, its button accepts it; once the
 * quote has expired, « Obtenir un nouveau devis » re-issues it at current prices (the token proves ownership).
 */
export function quoteAcceptancePage(deps: { quotes: QuotesService }): FormPage {
  return singleUseLinkPage({
    path: quoteAcceptPath,
    form: FORM,
    schema: quoteAcceptInput,
    invalidMessage: messages.quotes.acceptLinkInvalid,
    show: async (token) => shown(await deps.quotes.acceptance(token)),
    act: async (token, req) => shown(await deps.quotes.acceptByLink(token, requestMeta(req))),
    otherForms: [
      htmlForm({
        name: REISSUE_FORM,
        schema: quoteAcceptInput,
        hidden: ["token"],
        async submit({ token }, { req }) {
          const issued = await deps.quotes.reissueByLink(token, requestMeta(req));
          const result = { reference: issued.reference, total: formatIncludingTax(issued.totalIncludingTax) };
          return { redirect: quoteAcceptPath, flash: { form: REISSUE_FORM, values: {}, errors: {}, result } };
        },
      }),
    ],
  });
}
