import type { InboxFilters } from "../shared/back-office-schemas.js";

const keys = ["type", "status", "owner", "search"] as const;

/** The inbox's filters live in the query string: a filtered inbox can be reloaded, shared and gone back to. */
export function filtersFromSearch(search: string): InboxFilters {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  ) as InboxFilters;
}

export function searchOf(filters: Record<string, string>): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ""));
  const text = params.toString();
  return text ? `?${text}` : "";
}
