import { useEffect } from "react";
import { saveBasket } from "./basket-edits.js";
import { parseBasket, storedBasketJson, subscribeToBasket } from "./basket-store.js";

/** Whether this browser session has merged its basket into the account's (sessionStorage: gone with the session). */
const MERGED_KEY = "novadis.basket.merged";

/**
 * One call of the `basket.*` procedures as plain requests: the header is on marketing pages, which do not load
 * the tRPC client (issue 14, docs/0019), as the header's own `auth.me` (account/signed-in-hint.ts).
 */
async function basketCall(procedure: "mine" | "merge" | "replace", offers?: readonly string[]): Promise<string[]> {
  const response = await fetch(`/trpc/basket.${procedure}`, {
    method: procedure === "mine" ? "GET" : "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    ...(offers ? { body: JSON.stringify({ offers }) } : {}),
  });
  if (!response.ok) throw new Error(`basket.${procedure}: ${response.status}`);
  const answer = (await response.json()) as { result?: { data?: unknown } };
  return Array.isArray(answer.result?.data) ? parseBasket(JSON.stringify(answer.result.data)) : [];
}

/**
 * Keeps a signed-in visitor's basket on the server (docs/0025-basket.md), so it follows the account to another
 * browser. On the first page of a session signed in, the browser's basket is merged into the account's; after
 * that the account's is the truth (a removal made elsewhere stays removed), and every change here is sent.
 * Loaded only for signed-in visitors: nothing of it weighs on the pages of everyone else.
 */
export default function BasketSync() {
  useEffect(() => {
    // What the server holds, as stored here; undefined until it has answered (null is an empty basket).
    let agreed: string | null | undefined;
    let stopped = false;
    const firstInSession = sessionStorage.getItem(MERGED_KEY) === null;
    const sent = storedBasketJson();
    basketCall(firstInSession ? "merge" : "mine", firstInSession ? parseBasket(sent) : undefined)
      .then((ids) => {
        if (stopped) return;
        sessionStorage.setItem(MERGED_KEY, "1");
        // An offer added while the server answered is kept, and sent.
        const now = storedBasketJson();
        const basket = now === sent ? ids : [...new Set([...ids, ...parseBasket(now)])];
        saveBasket(basket);
        agreed = storedBasketJson();
        if (basket.length !== ids.length) basketCall("replace", basket).catch(() => {});
      })
      // Offline or signed out meanwhile: the browser's basket still works; the next page tries again.
      .catch(() => {});
    const unsubscribe = subscribeToBasket(() => {
      const json = storedBasketJson();
      if (agreed === undefined || json === agreed) return;
      agreed = json;
      basketCall("replace", parseBasket(json)).catch(() => {});
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, []);
  return null;
}
