import type { Kysely } from "kysely";
import { UAParser } from "ua-parser-js";
import { pathIn } from "../../src/app/shared/locale-paths.js";
import type { Config } from "../platform/config/config.js";
import type { Database, UserRow } from "../platform/db/schema.js";
import type { Logger } from "../platform/logging/logger.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { newDeviceSignInMail } from "../platform/mail/security-mails.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { sessionDevice } from "./session-device.js";

/** A device not signed in from for this long is forgotten: its next sign-in is mailed as new. */
export const KNOWN_DEVICE_MEMORY_MS = 365 * 24 * 60 * 60_000;

/**
 * What "the same device" means here: the browser, system and hardware names of the user agent, without
 * versions (a browser updates every few weeks; a mail on each update would teach owners to ignore them).
 * No IP address: it changes with every network, and the user agent alone names a device well enough.
 */
export function deviceFingerprint(userAgent: string | null): string {
  const agent = UAParser(userAgent ?? "");
  return [agent.browser.name, agent.os.name, agent.device.vendor, agent.device.model, agent.device.type]
    .map((part) => part ?? "")
    .join("|");
}

/** The part of the auth context a sign-in notice uses, named here so auth-context.ts can call in without a cycle. */
export interface SignInNoticeContext {
  db: Kysely<Database>;
  config: Pick<Config, "appUrl">;
  logger: Logger;
  mailQueued: () => void;
  now: () => number;
}

/**
 * Remembers the device of a sign-in and mails the owner when it is unknown (docs/0027-account-identity.md).
 * The first device an account is seen on (its registration, or its first sign-in after this feature
 * arrived) is learnt silently: there is nothing to compare it with.
 */
export async function noticeSignIn(ctx: SignInNoticeContext, user: UserRow, meta: RequestMeta): Promise<void> {
  const fingerprint = deviceFingerprint(meta.userAgent);
  const now = ctx.now();
  // Write first: of two sign-ins from one new device at once, the key lets one insert (one mail).
  const added = await ctx.db
    .insertInto("knownDevice")
    .values({ userId: user.id, fingerprint, firstSeenAt: now, lastSeenAt: now })
    .onConflict((conflict) => conflict.columns(["userId", "fingerprint"]).doNothing())
    .returning("fingerprint")
    .executeTakeFirst();
  if (!added) {
    await ctx.db
      .updateTable("knownDevice")
      .set({ lastSeenAt: now })
      .where("userId", "=", user.id)
      .where("fingerprint", "=", fingerprint)
      .execute();
    return;
  }
  const other = await ctx.db
    .selectFrom("knownDevice")
    .select("fingerprint")
    .where("userId", "=", user.id)
    .where("fingerprint", "!=", fingerprint)
    .executeTakeFirst();
  if (!other) return;
  const seen = { at: now, ip: meta.ip, ...sessionDevice(meta.userAgent) };
  const content = newDeviceSignInMail(
    user.firstName,
    seen,
    `${ctx.config.appUrl}${pathIn(user.locale, "/dashboard")}`,
    user.locale,
  );
  await enqueueMail(ctx.db, { userId: user.id, to: user.email, content }, now);
  ctx.mailQueued();
  ctx.logger.info({ event: "auth.login.new-device", userId: user.id, ip: meta.ip }, "sign-in from a new device");
}

export async function forgetOldDevices(db: Kysely<Database>, at: number) {
  await db
    .deleteFrom("knownDevice")
    .where("lastSeenAt", "<=", at - KNOWN_DEVICE_MEMORY_MS)
    .execute();
}
