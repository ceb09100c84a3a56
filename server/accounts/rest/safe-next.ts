/**
 * Where to go after Google sign-in: only a path on this site, else the dashboard. Refuses
 * "//evil.example" and "/\evil.example", which browsers read as other hosts (open redirect).
 */
export function safeNext(value: unknown): string {
  return typeof value === "string" && /^\/(?![/\\])[\w\-./?=&%]*$/.test(value) ? value : "/dashboard";
}
