/**
 * What a request's `sourcePage` may be: a path of this site (one slash, no scheme, no host, no spaces),
 * 300 characters at most. Zod-free, so that a page reading it from its address ships no schema library
 * (docs/0035); the request schemas build their field on the same rule.
 */
export const SITE_PATH_MAX = 300;
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s]*$/;

/** The value trimmed when it is such a path, else undefined (an origin edited by hand is dropped, not refused). */
export function sitePathOrUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= SITE_PATH_MAX && SITE_PATH_PATTERN.test(trimmed) ? trimmed : undefined;
}
