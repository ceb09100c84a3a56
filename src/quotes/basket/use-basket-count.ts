import { useSyncExternalStore } from "react";
import { parseBasket, storedBasketJson, subscribeToBasket } from "./basket-store.js";

/**
 * How many offers the basket holds. The server's HTML (and hydration) count none, since local storage lives
 * in the browser; React re-renders with the stored count right after hydrating.
 */
export function useBasketCount(): number {
  return useSyncExternalStore(
    subscribeToBasket,
    () => parseBasket(storedBasketJson()).length,
    () => 0,
  );
}
