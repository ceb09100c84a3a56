/**
 * The project basket (docs/0025): the ids of the offers a visitor means to start, kept in local
 * storage so it survives a reload. Every page's header reads it; changing the basket (basket-edits.ts) is in
 * the shell too, with the signed-in visitor's sync (BasketLink.tsx).
 */
export const BASKET_KEY = "novadis.basket";
/** Same-tab changes: the `storage` event only reaches the other tabs. */
export const BASKET_EVENT = "novadis:basket";

/** The stored JSON, or null (nothing stored, or storage blocked by privacy settings). */
export function storedBasketJson(): string | null {
  try {
    return localStorage.getItem(BASKET_KEY);
  } catch {
    return null;
  }
}

/** The basket's offer ids in the order added; anything unreadable counts as an empty basket. */
export function parseBasket(json: string | null): string[] {
  try {
    const ids: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(ids) ? ids.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Calls `listener` on any change of the basket, in this tab or another (and on other keys: readers compare). */
export function subscribeToBasket(listener: () => void): () => void {
  addEventListener("storage", listener);
  addEventListener(BASKET_EVENT, listener);
  return () => {
    removeEventListener("storage", listener);
    removeEventListener(BASKET_EVENT, listener);
  };
}
