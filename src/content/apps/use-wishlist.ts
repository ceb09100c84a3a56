import { useCallback, useSyncExternalStore } from "react";

const KEY = "novadis:wishlist";
const changed = "novadis:wishlist-changed";

/** The titles the visitor keeps, in this browser only: a wish list needs no account (nothing leaves the device). */
function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    // Storage refused (private mode, quota) or a hand-edited value: an empty list rather than a crash.
    return [];
  }
}

function subscribe(onChange: () => void) {
  // `storage` brings other tabs' changes; the custom event this tab's own.
  window.addEventListener("storage", onChange);
  window.addEventListener(changed, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(changed, onChange);
  };
}

/** Whether one application is on the wish list, and a toggle; kept across reloads and tabs. */
export function useWishlist(title: string): [boolean, () => void] {
  const listed = useSyncExternalStore(
    subscribe,
    () => read().includes(title),
    () => false,
  );
  const toggle = useCallback(() => {
    const list = read().filter((item) => item !== title);
    if (!listed) list.push(title);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(list));
    } catch {
      return;
    }
    window.dispatchEvent(new Event(changed));
  }, [title, listed]);
  return [listed, toggle];
}
