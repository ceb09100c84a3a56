import type { Kysely } from "kysely";
import type { Role } from "../../src/back-office/shared/roles.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { findUserByEmail } from "../accounts/index.js";
import type { Database } from "../platform/db/schema.js";
import { ServiceError } from "../platform/service-error.js";
import { type Actor, requireRecentSignIn } from "./actor.js";
import { recordAudit } from "./audit-log.js";

/**
 * Gives an account a role: the users page and `npm run admin -- promote` (which makes the first admin)
 * both come here, so both are audited. Nobody changes their own role: the last admin cannot lock
 * everyone out by mistake. An account needs a recent sign-in (actor.ts).
 */
export async function changeRole(
  db: Kysely<Database>,
  actor: Actor,
  target: { email: string; role: Role },
  now: number,
): Promise<{ email: string; role: Role; previous: string }> {
  requireRecentSignIn(actor, now);
  const user = await findUserByEmail(db, target.email);
  if (!user) throw new ServiceError("bad-request", messages.backOffice.userNotFound, { field: "email" });
  if (user.id === actor.id) throw new ServiceError("forbidden", messages.backOffice.ownRole);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("user").set({ role: target.role, updatedAt: now }).where("id", "=", user.id).execute();
    await recordAudit(
      trx,
      actor,
      { action: "user.role", target: user.email, detail: `${user.role} → ${target.role}` },
      now,
    );
  });
  return { email: user.email, role: target.role, previous: user.role };
}
