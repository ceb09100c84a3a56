/**
 * Generated content documents carry their MDX source (`_raw`) and compiled code (`body`), which double
 * their size, and their rendered `html`. A bundle that needs none of them drops them here.
 */
export function slimDocuments(json: string, drop: readonly string[]): string {
  const data = JSON.parse(json) as unknown;
  const slim = (doc: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(doc).filter(([key]) => !drop.includes(key)));
  return JSON.stringify(Array.isArray(data) ? data.map(slim) : slim(data as Record<string, unknown>));
}
