import { messages } from "../../src/shared/messages/catalogue.js";
import { ServiceError } from "../platform/service-error.js";
import type { AuthContext } from "./auth-context.js";
import type { Session } from "./sessions.js";

/** How long a proof of identity (sign-in or re-authentication) lets the session take sensitive actions. */
export const RECENT_AUTHENTICATION_MS = 10 * 60_000;

/**
 * The gate of every sensitive action (change of password or e-mail, 2FA, sign-in methods, client key, data
 * export, deletion; in the back-office, roles and disabling, back-office/actor.ts): a
 * stolen session, or a computer left signed in, cannot take over the account without the password (or
 * Google) within the last 10 minutes. Called by the service itself, so that every door (tRPC, REST, the
 * server-rendered forms) is gated the same. Throws "reauthentication-required", which tRPC answers with
 * PRECONDITION_FAILED and the dashboard turns into its re-authentication dialog.
 */
export function requireRecentAuthentication(
  ctx: Pick<AuthContext, "now">,
  caller: { session: Pick<Session, "authenticatedAt"> },
): void {
  if (ctx.now() - caller.session.authenticatedAt > RECENT_AUTHENTICATION_MS) {
    throw new ServiceError("reauthentication-required", messages.accounts.reauthenticationRequired);
  }
}
