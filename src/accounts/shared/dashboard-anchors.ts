/**
 * The dashboard's cards that addresses outside the page point at (the server's /.well-known answers, for
 * password managers and passkey providers): each card carries its anchor as its id.
 */
export const DASHBOARD_ANCHORS = { password: "mot-de-passe", passkeys: "cles-d-acces" } as const;
