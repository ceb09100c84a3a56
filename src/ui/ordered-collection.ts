/**
 * A content collection, typed and sorted by its `order` field.
 *
 * Shell and home modules import each collection's own file (`@content/<Type>/_index.json`)
 * instead of "@content"'s index: the index brings every collection of the site (offers, jobs,
 * legal texts…) into the importing chunk, and the shell is in every page's entry chunk.
 * The JSON's inferred type is replaced by the generated document type given as `T`.
 */
export function orderedCollection<T extends { order: number }>(documents: unknown): readonly T[] {
  return [...(documents as T[])].sort((a, b) => a.order - b.order);
}
