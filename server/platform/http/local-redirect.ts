const PROBE_ORIGIN = "http://local.invalid";

/** True when a browser would resolve `location` to a page of this site, never to another host. */
export function staysOnSite(location: string): boolean {
  try {
    return location.startsWith("/") && new URL(location, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The canonical form of a path that ends in slashes: without them, and with any leading run of
 * slashes and backslashes made one. Browsers read "//evil.example" and "/\evil.example" in a
 * Location header as another host, so "//evil.example/" must become "/evil.example", not "//evil.example".
 */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith("/")) return null;
  return `/${pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
}
