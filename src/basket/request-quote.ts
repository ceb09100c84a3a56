import type { IssuedQuoteAnswer, QuoteInput } from "../shared/quote-schemas.js";

/** A refusal of `POST /api/quotes`: the server's French message and, when it named one, the field. */
export class QuoteRefusal extends Error {
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

const fallback = "La demande de devis a échoué. Réessayez dans un instant.";

/**
 * Issues the quote through the public API (docs/0023), as any client of it would: the session cookie,
 * when there is one, makes the quote the account's.
 */
export async function requestQuote(input: QuoteInput): Promise<IssuedQuoteAnswer> {
  let response: Response;
  try {
    response = await fetch("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    throw new QuoteRefusal("Le serveur est injoignable. Vérifiez votre connexion et réessayez.", undefined);
  }
  const body = (await response.json().catch(() => null)) as
    | (IssuedQuoteAnswer | { success: false; message?: string; field?: string | null })
    | null;
  if (response.ok && body?.success) return body;
  // A crash's message says nothing useful; a refusal (4xx, or 503 when quotes queue) says what to do.
  const refused = (response.status < 500 || response.status === 503) && body && !body.success ? body : null;
  throw new QuoteRefusal(refused?.message || fallback, refused?.field ?? undefined);
}
