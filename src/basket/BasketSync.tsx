import { useEffect } from "react";
import { trpc } from "../trpc/client.js";
import { saveBasket } from "./basket-edits.js";
import { parseBasket, storedBasketJson, subscribeToBasket } from "./basket-store.js";

/** Which account this browser session has merged its basket into (sessionStorage: gone with the session). */
const MERGED_KEY = "novadis.basket.merged";

/**
 * Keeps a signed-in visitor's basket on the server (docs/0025-basket.md), so it follows the account to another
 * browser. On the first page of a session signed in, the browser's basket is merged into the account's; after
 * that the account's is the truth (a removal made elsewhere stays removed), and every change here is sent.
 * Loaded only for signed-in visitors: nothing of it weighs on the pages of everyone else.
 */
export default function BasketSync({ userId }: { userId: string }) {
  const { client } = trpc.useUtils();
  useEffect(() => {
    // What the server holds, as stored here; undefined until it has answered (null is an empty basket).
    let agreed: string | null | undefined;
    let stopped = false;
    const firstInSession = sessionStorage.getItem(MERGED_KEY) !== userId;
    const sent = storedBasketJson();
    const fromServer = firstInSession
      ? client.basket.merge.mutate({ offers: parseBasket(sent) })
      : client.basket.mine.query();
    fromServer
      .then((ids) => {
        if (stopped) return;
        sessionStorage.setItem(MERGED_KEY, userId);
        // An offer added while the server answered is kept, and sent.
        const now = storedBasketJson();
        const basket = now === sent ? ids : [...new Set([...ids, ...parseBasket(now)])];
        saveBasket(basket);
        agreed = storedBasketJson();
        if (basket.length !== ids.length) client.basket.replace.mutate({ offers: basket }).catch(() => {});
      })
      // Offline or signed out meanwhile: the browser's basket still works; the next page tries again.
      .catch(() => {});
    const unsubscribe = subscribeToBasket(() => {
      const json = storedBasketJson();
      if (agreed === undefined || json === agreed) return;
      agreed = json;
      client.basket.replace.mutate({ offers: parseBasket(json) }).catch(() => {});
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [client, userId]);
  return null;
}
