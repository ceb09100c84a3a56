import type { FormState } from "../../src/shared/form-state.js";
import { formatIncludingTax } from "../../src/shared/money.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import { quoteMessages as q } from "../../src/shared/quote-messages.js";
import { quoteAcceptInput, quoteAcceptPath } from "../../src/shared/quote-schemas.js";
import { type FormPage, htmlForm } from "../forms/html-form.js";
import { refusalOf } from "../http/refusal.js";
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

/**
 * The "Accepter le devis" link of a quote mail. The GET shows the quote and a button (mail scanners open
 * links: a GET that accepted would let them order); the button's POST accepts. Rendered by the server,
 * so it works without JavaScript; React only displays what the server says.
 */
export function quoteAcceptancePage(deps: { quotes: QuotesService }): FormPage {
  async function lookup(token: string): Promise<Pick<FormState, "result" | "alert">> {
    const parsed = quoteAcceptInput.safeParse({ token });
    if (!parsed.success) return { alert: { tone: "error", message: q.acceptLinkInvalid } };
    try {
      return { result: shown(await deps.quotes.acceptance(parsed.data.token)) };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return { alert: { tone: "error", message: refusal.message } };
    }
  }

  return {
    path: quoteAcceptPath,
    async load(req) {
      if (req.query.token === undefined) return undefined;
      const token = typeof req.query.token === "string" ? req.query.token : "";
      return { data: { form: { form: FORM, values: { token }, errors: {}, ...(await lookup(token)) } } };
    },
    forms: [
      htmlForm({
        name: FORM,
        schema: quoteAcceptInput,
        hidden: ["token"],
        async submit({ token }, { req }) {
          const quote = await deps.quotes.acceptByLink(token, requestMeta(req));
          return { redirect: quoteAcceptPath, flash: { form: FORM, values: {}, errors: {}, result: shown(quote) } };
        },
      }),
    ],
  };
}
