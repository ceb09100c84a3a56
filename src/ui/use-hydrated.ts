import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page: a control that only
 * makes sense without JavaScript (or before it has started) can give way to the enhanced one. Unlike
 * `<noscript>`, what it shows also stays when the script fails to load.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
