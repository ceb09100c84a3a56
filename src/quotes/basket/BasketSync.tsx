import { useEffect } from "react";
import { mutateProcedure, queryProcedure } from "../../app/call-procedure.js";
import { saveBasket } from "./basket-edits.js";
import { parseBasket, storedBasketJson, subscribeToBasket } from "./basket-store.js";

/** Whether this browser session has merged its basket into the account's (sessionStorage: gone with the session). */
const MERGED_KEY = "novadis.basket.merged";

/**
 * One call of the `basket.*` procedures as a plain request (app/call-procedure.ts): the header is on marketing
 * pages, which do not load the tRPC client (docs/0019). The answer is read as the stored basket is.
 */
async function basketCall(procedure: "mine" | "merge" | "replace", offers: readonly string[] = []): Promise<string[]> {
  const ids =
    procedure === "mine"
      ? await queryProcedure("basket.mine")
      : await mutateProcedure(`basket.${procedure}`, { offers: [...offers] });
  return Array.isArray(ids) ? parseBasket(JSON.stringify(ids)) : [];
}

/**
 * Keeps a signed-in visitor's basket on the server (docs/0025-basket.md), so it follows the account to another
 * browser. On the first page of a session signed in, the browser's basket is merged into the account's; after
 * that the account's is the truth (a removal made elsewhere stays removed), and every change here is sent.
 * Rendered only for signed-in visitors; its code is in the shell (BasketLink says why).
 */
export function BasketSync() {
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
