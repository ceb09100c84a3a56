import { useSearch } from "wouter/use-browser-location";

/**
 * One query-string parameter, read in a hydration-safe way: the prerendered HTML was made without a
 * query string, so the first client render sees none either, then React re-renders with the real one.
 */
export function useSearchParam(name: string): string | null {
  const search = useSearch({ ssrSearch: "" });
  return new URLSearchParams(search).get(name);
}
