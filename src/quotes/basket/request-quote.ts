import { mutateProcedure, ProcedureError } from "../../app/call-procedure.js";
import { messages } from "../../shared/messages/catalogue.js";
import { serverField } from "../../ui/forms/server-error.js";
import type { IssuedQuoteAnswer, QuoteInput } from "../shared/quote-schemas.js";

/** A refusal of the quote: the server's French message and, when it named one, the field. */
export class QuoteRefusal extends Error {
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

const fallback = messages.basket.quoteFailed;

/**
 * Issues the quote through the `quotes.issue` procedure, the same service and answer as `POST /api/quotes`: the
 * session cookie, when there is one, makes the quote the account's.
 */
export async function requestQuote(input: QuoteInput): Promise<IssuedQuoteAnswer> {
  try {
    return await mutateProcedure("quotes.issue", input);
  } catch (error) {
    // fetch's own TypeError: the request never left.
    if (error instanceof TypeError) {
      throw new QuoteRefusal(messages.basket.serverUnreachable, undefined);
    }
    // A crash's message says nothing useful; a refusal (4xx, or 503 when quotes queue) says what to do.
    const status = error instanceof ProcedureError ? error.data?.httpStatus : undefined;
    const refused = status !== undefined && (status < 500 || status === 503);
    throw new QuoteRefusal(
      refused ? (error as Error).message || fallback : fallback,
      refused ? serverField(error) : undefined,
    );
  }
}
