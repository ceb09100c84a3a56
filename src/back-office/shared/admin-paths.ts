/**
 * The back-office's addresses (docs/0021-back-office.md). They are not in the route table: nothing under
 * /admin is prerendered; the server answers every /admin/... path with the app shell and the back-office
 * chunk routes inside it. Pure, so the server and the client share it.
 */
export const ADMIN_ROOT = "/admin";

export const adminPaths = {
  inbox: ADMIN_ROOT,
  request: (reference: string) => `${ADMIN_ROOT}/demandes/${encodeURIComponent(reference)}`,
  calendar: `${ADMIN_ROOT}/calendrier`,
  quotes: `${ADMIN_ROOT}/devis`,
  users: `${ADMIN_ROOT}/utilisateurs`,
  audit: `${ADMIN_ROOT}/journal`,
  searchMisses: `${ADMIN_ROOT}/recherches`,
} as const;

/** An application's CV through the staff-only download door: a PDF is served inline, for the preview frame. */
export const cvAddress = (reference: string) => `/api/admin/requests/${encodeURIComponent(reference)}/cv`;

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`);
}
