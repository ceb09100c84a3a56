import type { Caller, Session } from "../accounts/index.js";
import { requireRecentAuthentication } from "../accounts/index.js";

/** Who performs a back-office action, as the history and the audit log record it. */
export interface Actor {
  /** An account id, or "cli" for `npm run admin`. */
  id: string;
  email: string;
  name: string;
  ip: string;
  /** The session an account acts from; none on the command line. */
  session: Pick<Session, "authenticatedAt"> | null;
}

export function actorOf({ user, session }: Caller, ip: string): Actor {
  return {
    id: user.id,
    email: user.email,
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    ip,
    session: { authenticatedAt: session.authenticatedAt },
  };
}

/** The command line: no account, run by whoever holds the server's shell. */
export const commandLineActor: Actor = {
  id: "cli",
  email: "cli",
  name: "Ligne de commande",
  ip: "local",
  session: null,
};

/**
 * A change to who may do what (a role, disabling or enabling an account) asks an account for a recent sign-in,
 * as the account's own sensitive actions do (server/accounts/recent-authentication.ts): an admin's session left
 * open must not hand out the admin role. The command line needs none: its holder has the server's shell.
 */
export function requireRecentSignIn(actor: Actor, now: number): void {
  if (actor.session) requireRecentAuthentication({ now: () => now }, { session: actor.session });
}
