/**
 * The `?next=` target after sign-in, kept only when it is a path on this site: an absolute URL,
 * a protocol-relative `//host` or a backslash trick would send a fresh session to someone else's page.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\")) return fallback;
  // Browsers strip control characters before parsing, which can turn "/\t/evil" into "//evil".
  const hasControlCharacter = [...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return hasControlCharacter ? fallback : next;
}

/** The login address that brings the visitor back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(safeNextPath(path))}`;
}
