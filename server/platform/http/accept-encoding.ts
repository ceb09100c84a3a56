export type Encoding = "br" | "gzip";

/**
 * Picks the best encoding the client accepts among those available, brotli first.
 * Honours `q=0` (explicit refusal); a missing header means identity only.
 */
export function preferredEncoding(
  header: string | undefined,
  available: Partial<Record<Encoding, unknown>>,
): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  for (const encoding of ["br", "gzip"] as const) {
    if (available[encoding] === undefined) continue;
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return undefined;
}
