import type { UserRow } from "../db/schema.js";

/** Who performs a back-office action, as the history and the audit log record it. */
export interface Actor {
  /** An account id, or "cli" for `npm run admin`. */
  id: string;
  email: string;
  name: string;
  ip: string;
}

export function actorOf(user: UserRow, ip: string): Actor {
  return { id: user.id, email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(" "), ip };
}

/** The command line: no account, run by whoever holds the server's shell. */
export const commandLineActor: Actor = { id: "cli", email: "cli", name: "Ligne de commande", ip: "local" };
