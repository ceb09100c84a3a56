import type { Kysely } from "kysely";
import { pathIn } from "../../src/app/shared/locale-paths.js";
import type { Database, UserRow } from "../platform/db/schema.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { unverifiedAccountClaimedMail } from "../platform/mail/security-mails.js";
import type { AuthContext } from "./auth-context.js";
import { generateClientKey } from "./client-keys.js";
import type { GoogleIdentity } from "./google-oidc.js";
import { endSessions } from "./session-endings.js";

/**
 * A verified identity (Google) claims an address whose account never proved it: whoever registered it may
 * have been someone else, waiting for the owner to bring it to life ("pre-account hijacking", Sudhodanan &
 * Paverd, USENIX Security 2022). The account and its id go to the owner, but nothing its creator could hold
 * survives: the password, every session and refresh token, passkeys, two-factor (a second factor the owner
 * does not have would lock them out), other linked identities, pending mail links and address changes, the
 * client key and the known devices. The owner is told why the password went and how to set one
 * (docs/0007-accounts-sessions-and-tokens.md).
 *
 * Runs inside the sign-in's transaction. The update is conditional on the account still being unverified, so
 * of two sign-ins at once one claims and mails; the other finds the account verified and reads it as it is.
 * Returns the account as it is now; the caller then links the identity.
 */
export async function claimUnverifiedAccount(
  ctx: Pick<AuthContext, "config" | "logger">,
  trx: Kysely<Database>,
  user: UserRow,
  identity: GoogleIdentity,
  now: number,
): Promise<UserRow> {
  const claimed = await trx
    .updateTable("user")
    .set({ isEmailVerified: 1, passwordHash: null, clientKey: generateClientKey(), updatedAt: now })
    .where("id", "=", user.id)
    .where("isEmailVerified", "=", 0)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return trx.selectFrom("user").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();

  const userId = claimed.id;
  await endSessions(trx, { userId });
  for (const table of [
    "passkey",
    "twoFactor",
    "recoveryCode",
    "twoFactorChallenge",
    "oauthAccount",
    "emailToken",
    "emailChange",
    "knownDevice",
  ] as const) {
    await trx.deleteFrom(table).where("userId", "=", userId).execute();
  }
  const content = unverifiedAccountClaimedMail(
    identity.givenName ?? identity.name,
    `${ctx.config.appUrl}${pathIn(claimed.locale, "/dashboard")}`,
    ctx.config.supportEmail,
    claimed.locale,
  );
  await enqueueMail(trx, { userId, to: claimed.email, content }, now);
  ctx.logger.warn(
    { event: "auth.google.claimed-unverified", userId },
    "Google claimed an unverified account: its password, sessions and other credentials were dropped",
  );
  return claimed;
}
