import type { Kysely } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import { endSessions, findUserByEmail, issueEmailToken, mailLink } from "../accounts/index.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import { decodeCursor, type KeysetPosition, olderThan, pageOf } from "../platform/keyset-cursor.js";
import { passwordResetMail } from "../platform/mail/mail-templates.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { ServiceError } from "../platform/service-error.js";
import { type Actor, requireRecentSignIn } from "./actor.js";
import { recordAudit } from "./audit-log.js";

/** One account as the users page lists it: never a hash or a token. */
export interface AccountLine {
  id: string;
  email: string;
  name: string;
  role: string;
  isEmailVerified: boolean;
  /** "password", "google". */
  signInMethods: string[];
  lastSignInAt: number | null;
  disabledAt: number | null;
  createdAt: number;
}

export interface AccountsDeskDependencies {
  db: Kysely<Database>;
  config: Config;
  mailQueued: () => void;
  now: () => number;
}

/**
 * The users page (admins): find accounts, disable and enable them, send a password-reset link. Roles change
 * through role-change.ts.
 */
export function createAccountsDesk({ db, config, mailQueued, now }: AccountsDeskDependencies) {
  async function target(actor: Actor, email: string) {
    const user = await findUserByEmail(db, email);
    if (!user) throw new ServiceError("bad-request", messages.backOffice.userNotFound, { field: "email" });
    if (user.id === actor.id) throw new ServiceError("forbidden", messages.backOffice.ownRole);
    return user;
  }

  return {
    /** Newest accounts first; `search` is the beginning of an address or a part of a name. */
    async users(input: { search?: string | undefined; cursor?: string | undefined; limit: number }) {
      const after = decodeCursor(input.cursor);
      const search = input.search?.toLowerCase();
      const rows = await db
        .selectFrom("user")
        .select([
          "id",
          "email",
          "firstName",
          "lastName",
          "role",
          "isEmailVerified",
          "passwordHash",
          "lastSignInAt",
          "disabledAt",
          "createdAt",
        ])
        .select((eb) =>
          eb
            .selectFrom("oauthAccount")
            .select((inner) => inner.fn.countAll<number>().as("count"))
            .whereRef("oauthAccount.userId", "=", "user.id")
            .as("oauthCount"),
        )
        .$if(search !== undefined, (query) =>
          query.where((eb) =>
            eb.or([
              eb.and([eb("email", ">=", search as string), eb("email", "<", `${search}\uffff`)]),
              eb(eb.fn("lower", ["firstName"]), "=", search as string),
              eb(eb.fn("lower", ["lastName"]), "=", search as string),
            ]),
          ),
        )
        .$if(after !== null, (query) =>
          query.where((eb) => olderThan(eb, after as KeysetPosition, { createdAt: "createdAt", id: "id" })),
        )
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(input.limit + 1)
        .execute();
      const page = pageOf(rows, input.limit, (row) => ({ createdAt: Number(row.createdAt), id: row.id }));
      return {
        nextCursor: page.nextCursor,
        items: page.items.map(
          (row): AccountLine => ({
            id: row.id,
            email: row.email,
            name: [row.firstName, row.lastName].filter(Boolean).join(" "),
            role: row.role,
            isEmailVerified: row.isEmailVerified === 1,
            signInMethods: [
              ...(row.passwordHash ? ["password"] : []),
              ...(Number(row.oauthCount) > 0 ? ["google"] : []),
            ],
            lastSignInAt: row.lastSignInAt === null ? null : Number(row.lastSignInAt),
            disabledAt: row.disabledAt === null ? null : Number(row.disabledAt),
            createdAt: Number(row.createdAt),
          }),
        ),
      };
    },

    /**
     * Disables an account at once: its sessions and refresh tokens are deleted in the same transaction,
     * so its next request is anonymous, and sign-in refuses it (auth-context.ts, openSession). Needs a recent
     * sign-in, as enabling does (actor.ts).
     */
    async disable(actor: Actor, input: { email: string }) {
      const at = now();
      requireRecentSignIn(actor, at);
      const user = await target(actor, input.email);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("user").set({ disabledAt: at, updatedAt: at }).where("id", "=", user.id).execute();
        await endSessions(trx, { userId: user.id });
        await recordAudit(trx, actor, { action: "user.disable", target: user.email }, at);
      });
    },

    /**
     * Mails the account the same reset link as 'Mot de passe oublié' (single use, one hour), for a client who
     * calls the team: nobody in the team ever sets or learns a password. The link goes to the account's own
     * address only, so this cannot hand an account to the caller.
     */
    async sendPasswordReset(actor: Actor, input: { email: string }) {
      const user = await target(actor, input.email);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const token = await issueEmailToken(trx, user, "reset-password", at);
        const content = passwordResetMail(
          user.firstName,
          mailLink(config, "/reset-password", token),
          "team",
          user.locale,
        );
        await enqueueMail(trx, { userId: user.id, to: user.email, content }, at);
        await recordAudit(trx, actor, { action: "user.password-reset", target: user.email }, at);
      });
      mailQueued();
    },

    async enable(actor: Actor, input: { email: string }) {
      const at = now();
      requireRecentSignIn(actor, at);
      const user = await target(actor, input.email);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("user").set({ disabledAt: null, updatedAt: at }).where("id", "=", user.id).execute();
        await recordAudit(trx, actor, { action: "user.enable", target: user.email }, at);
      });
    },
  };
}
