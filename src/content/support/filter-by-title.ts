/** The items whose title contains the query, ignoring case and surrounding spaces; all of them for an empty query. */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase("fr");
  if (needle === "") return [...items];
  return items.filter((item) => item.title.toLocaleLowerCase("fr").includes(needle));
}
