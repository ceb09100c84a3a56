import { afterEach, describe, expect, it, vi } from "vitest";
import { errorCode, serverField, serverMessage } from "../ui/forms/server-error.js";
import { mutateProcedure, ProcedureError, queryProcedure } from "./call-procedure.js";

const fallback = "L'envoi a échoué. Réessayez dans un instant.";

function answer(status: number, body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { "content-type": "application/json" } }));
}

/** The refusal a form catches, as forms/server-error.ts reads it. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { code: errorCode(error), field: serverField(error), message: serverMessage(error, fallback) };
}

afterEach(() => vi.unstubAllGlobals());

describe("calling a tRPC procedure with a plain request", () => {
  it("reads a query with a GET, its input in the query string, and returns the answer's data", async () => {
    const fetch = answer(200, { result: { data: [{ start: "2026-03-30T09:00:00+02:00" }] } });
    vi.stubGlobal("fetch", fetch);
    expect(await queryProcedure("booking.slots")).toEqual([{ start: "2026-03-30T09:00:00+02:00" }]);
    expect(fetch).toHaveBeenCalledWith("/trpc/booking.slots", { headers: { accept: "application/json" } });
    await queryProcedure("booking.cancellation", { token: "a b" });
    expect(fetch).toHaveBeenLastCalledWith(
      `/trpc/booking.cancellation?input=${encodeURIComponent('{"token":"a b"}')}`,
      {
        headers: { accept: "application/json" },
      },
    );
  });

  it("sends a mutation's input as a JSON body", async () => {
    const fetch = answer(200, { result: { data: { success: true, reference: "NOV-2026-00001" } } });
    vi.stubGlobal("fetch", fetch);
    const input = { offers: ["web-start"] };
    expect(await mutateProcedure("basket.replace", input)).toEqual({ success: true, reference: "NOV-2026-00001" });
    expect(fetch).toHaveBeenCalledWith("/trpc/basket.replace", {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(input),
    });
  });

  it("sends a FormData input as the browser's multipart body, with no content type of its own", async () => {
    const fetch = answer(200, { result: { data: { success: true, reference: "NOV-2026-00002" } } });
    vi.stubGlobal("fetch", fetch);
    const form = new FormData();
    form.set("jobId", "web-designer");
    form.set("cv", new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }));
    expect(await mutateProcedure("applications.submit", form)).toEqual({ success: true, reference: "NOV-2026-00002" });
    expect(fetch).toHaveBeenCalledWith("/trpc/applications.submit", {
      method: "POST",
      headers: { accept: "application/json" },
      body: form,
    });
  });

  it("gives a refusal's message and field, as the tRPC client's error does (a field's 400, a 429)", async () => {
    const message = "Cette clé client est inconnue.";
    vi.stubGlobal(
      "fetch",
      answer(400, { error: { message, code: -32600, data: { code: "BAD_REQUEST", field: "clientKey" } } }),
    );
    expect(await refusal(mutateProcedure("basket.replace", { offers: [] }))).toEqual({
      code: "BAD_REQUEST",
      field: "clientKey",
      message,
    });
    const tooMany = "Trop de demandes. Réessayez dans quelques minutes.";
    vi.stubGlobal(
      "fetch",
      answer(429, { error: { message: tooMany, data: { code: "TOO_MANY_REQUESTS", field: null } } }),
    );
    expect(await refusal(queryProcedure("booking.slots"))).toEqual({
      code: "TOO_MANY_REQUESTS",
      field: undefined,
      message: tooMany,
    });
  });

  it("falls back to the screen's message for a crash, an answer that is not the API's, or no network", async () => {
    vi.stubGlobal(
      "fetch",
      answer(500, { error: { message: "Erreur interne", data: { code: "INTERNAL_SERVER_ERROR" } } }),
    );
    expect((await refusal(queryProcedure("booking.slots"))).message).toBe(fallback);
    vi.stubGlobal("fetch", answer(502, "<html>Bad gateway</html>"));
    const notOurs = await queryProcedure("booking.slots").catch((error: unknown) => error);
    expect(notOurs).toBeInstanceOf(ProcedureError);
    expect(serverMessage(notOurs, fallback)).toBe(fallback);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await refusal(queryProcedure("booking.slots"))).toEqual({
      code: undefined,
      field: undefined,
      message: fallback,
    });
  });
});
