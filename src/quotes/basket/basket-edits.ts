import { useSyncExternalStore } from "react";
import { BASKET_EVENT, BASKET_KEY, parseBasket, storedBasketJson, subscribeToBasket } from "./basket-store.js";

let cache: { json: string | null; ids: readonly string[] } = { json: null, ids: [] };

/** The basket's ids, the same array while the stored value is unchanged (React compares snapshots by identity). */
function basketIds(): readonly string[] {
  const json = storedBasketJson();
  if (json !== cache.json) cache = { json, ids: parseBasket(json) };
  return cache.ids;
}

const nothing: readonly string[] = [];

/** The basket's offer ids, kept current across tabs; empty in the server's HTML and during hydration. */
export function useBasket(): readonly string[] {
  return useSyncExternalStore(subscribeToBasket, basketIds, () => nothing);
}

/** Replaces the basket (each id once, order kept) and tells this tab's readers; other tabs hear `storage`. */
export function saveBasket(ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(BASKET_KEY);
    else localStorage.setItem(BASKET_KEY, JSON.stringify([...new Set(ids)]));
  } catch {
    return; // Storage blocked or full: nothing changed, and the readers still show what is stored.
  }
  dispatchEvent(new Event(BASKET_EVENT));
}

/** Adds an offer (an offer is a project, not a quantity: once); says whether it was there or the browser refused. */
export function addToBasket(offerId: string): "added" | "already" | "unavailable" {
  const ids = basketIds();
  if (ids.includes(offerId)) return "already";
  saveBasket([...ids, offerId]);
  return basketIds().includes(offerId) ? "added" : "unavailable";
}

export function removeFromBasket(offerId: string): void {
  saveBasket(basketIds().filter((id) => id !== offerId));
}
