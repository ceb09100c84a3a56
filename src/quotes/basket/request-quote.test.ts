import { afterEach, describe, expect, it, vi } from "vitest";
import { QuoteRefusal, requestQuote } from "./request-quote.js";

const input = {
  offers: ["web-start"],
  customer: { firstName: "Élodie", lastName: "Gaël", email: "e@example.fr", company: "Gaël", address: "Lyon" },
  consent: true,
} as unknown as Parameters<typeof requestQuote>[0];

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
  );

async function refusal() {
  const error = await requestQuote(input).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(QuoteRefusal);
  return { message: (error as QuoteRefusal).message, field: (error as QuoteRefusal).field };
}

afterEach(() => vi.unstubAllGlobals());

describe("requestQuote through quotes.issue", () => {
  it("posts the input to the procedure and returns the issued quote", async () => {
    const issued = {
      success: true,
      reference: "DEV-2026-0001",
      totalExcludingTax: 1,
      vat: 0,
      totalIncludingTax: 1,
      pdfUrl: "x",
    };
    const fetch = answer(200, { result: { data: issued } });
    vi.stubGlobal("fetch", fetch);
    expect(await requestQuote(input)).toEqual(issued);
    expect(fetch.mock.calls[0]?.[0]).toBe("/trpc/quotes.issue");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual(input);
  });

  it("shows a refusal's message and field (400, 429, 503), the form's message for a crash or a foreign answer", async () => {
    const refused = (httpStatus: number, message: string, field: string | null = null) =>
      answer(httpStatus, { error: { message, data: { code: "X", httpStatus, field } } });
    vi.stubGlobal("fetch", refused(400, "Indiquez votre société.", "customer.company"));
    expect(await refusal()).toEqual({ message: "Indiquez votre société.", field: "customer.company" });
    vi.stubGlobal("fetch", refused(429, "Trop de demandes."));
    expect(await refusal()).toEqual({ message: "Trop de demandes.", field: undefined });
    vi.stubGlobal("fetch", refused(503, "Les devis sont en file d'attente."));
    expect(await refusal()).toEqual({ message: "Les devis sont en file d'attente.", field: undefined });
    const fallback = "La demande de devis a échoué. Réessayez dans un instant.";
    vi.stubGlobal("fetch", refused(500, "Une erreur interne est survenue."));
    expect(await refusal()).toEqual({ message: fallback, field: undefined });
    vi.stubGlobal("fetch", answer(502, "<html>Bad gateway</html>"));
    expect(await refusal()).toEqual({ message: fallback, field: undefined });
  });

  it("says the server is unreachable when the request never left", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await refusal()).toEqual({
      message: "Le serveur est injoignable. Vérifiez votre connexion et réessayez.",
      field: undefined,
    });
  });
});
