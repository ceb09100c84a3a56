import { localeOfPath } from "../../src/app/shared/locale-paths.js";
import { quoteAcceptInput, quoteAcceptPath } from "../../src/quotes/shared/quote-schemas.js";
import type { QuoteLinesShown } from "../../src/quotes/shared/quote-states.js";
import { writersFor } from "../../src/shared/locale-text/writers-for.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { FormPage } from "../forms/html-form.js";
import { procedureForms } from "../forms/procedure-form.js";
import { singleUseLinkPage } from "../forms/single-use-link-page.js";
import type { ContextDependencies } from "../trpc/context.js";
import { type AppCaller, pageCaller } from "../trpc/in-process-caller.js";
import { quoteLineIn } from "./quote-line-words.js";

const FORM = "quote-accept";
const REISSUE_FORM = "quote-reissue";

type AcceptanceAnswer = Awaited<ReturnType<AppCaller["quotes"]["acceptByLink"]>> & { pdfPath?: string };

/**
 * The quote as the page shows it: strings, as a form's result holds them; its lines as JSON of strings
 * (`QuoteLinesShown`). The PDF's address only while the link's token opens it: before acceptance.
 */
const shown = (quote: AcceptanceAnswer, locale: Locale) => {
  const written = writersFor(locale);
  const lines: QuoteLinesShown = quote.lines
    .map((line) => quoteLineIn(line, locale))
    .map((line) => ({
      name: line.name,
      delivery: line.deliveryTime,
      price: written.formatExcludingTax(line.priceExcludingTax),
    }));
  return {
    reference: quote.reference,
    state: quote.state,
    lines: JSON.stringify(lines),
    totalExcludingTax: written.formatExcludingTax(quote.totalExcludingTax),
    vat: written.formatEuros(quote.vat),
    total: written.formatIncludingTax(quote.totalIncludingTax),
    expires: written.formatParisDate(Date.parse(quote.expiresAt)),
    replacedBy: quote.replacedBy ?? "",
    pdf: quote.pdfPath ?? "",
  };
};

/**
 * The "Accepter le devis" link of a quote mail: the page shows the quote, its button accepts it; once the
 * quote has expired, « Obtenir un nouveau devis » re-issues it at current prices (the token proves ownership).
 * Each is a procedure (docs/0051), called as the REST shim calls it.
 */
export function quoteAcceptancePage(deps: ContextDependencies): FormPage {
  const trpcFor = pageCaller(deps);
  const procedureForm = procedureForms(deps);
  return singleUseLinkPage({
    path: quoteAcceptPath,
    form: FORM,
    schema: quoteAcceptInput,
    invalidMessage: messages.quotes.acceptLinkInvalid,
    show: async (token, req, res) =>
      shown(await (await trpcFor(req, res)).quotes.acceptance({ token }), localeOfPath(req.path)),
    act: async (token, req, res) =>
      shown(await (await trpcFor(req, res)).quotes.acceptByLink({ token }), localeOfPath(req.path)),
    otherForms: [
      procedureForm({
        name: REISSUE_FORM,
        schema: quoteAcceptInput,
        hidden: ["token"],
        call: (trpc, input) => trpc.quotes.reissueByLink(input),
        onSuccess: (issued, _input, request) => ({
          redirect: quoteAcceptPath,
          flash: {
            form: REISSUE_FORM,
            values: {},
            errors: {},
            result: {
              reference: issued.reference,
              total: writersFor(localeOfPath(request.req.path)).formatIncludingTax(issued.totalIncludingTax),
            },
          },
        }),
      }),
    ],
  });
}
