import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** 0/1 in an integer column on both engines (SQLite has no boolean), converted at the service boundary. */
type IntegerBoolean = number;
/** Milliseconds since the epoch, set by the application: a bigint column, read as a number on both engines. */
type EpochMillis = number;

export interface UserTable {
  id: string;
  /** Lower-cased on write; unique as lower(email) on both engines. */
  email: string;
  firstName: string;
  lastName: string | null;
  plan: ColumnType<string, string | undefined, string>;
  role: ColumnType<string, string | undefined, string>;
  isEmailVerified: ColumnType<IntegerBoolean, IntegerBoolean | undefined, IntegerBoolean>;
  passwordHash: string | null;
  createdAt: EpochMillis;
  updatedAt: EpochMillis;
}

/**
 * Lucia's session table: the adapter reads `id`, `user_id` and `expires_at` (seconds, not millis);
 * `id` is the SHA-256 of the token the client holds. The other columns are session attributes.
 */
export interface SessionTable {
  id: string;
  userId: string;
  expiresAt: number;
  createdAt: EpochMillis;
  lastSeenAt: EpochMillis;
  userAgent: string | null;
  persistent: IntegerBoolean;
}

export interface RefreshTokenTable {
  /** SHA-256 of the token. */
  id: string;
  familyId: string;
  userId: string;
  sessionId: string;
  createdAt: EpochMillis;
  expiresAt: EpochMillis;
  usedAt: EpochMillis | null;
}

export type EmailTokenPurpose = "verify-email" | "reset-password";

export interface EmailTokenTable {
  /** SHA-256 of the token. */
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  email: string;
  createdAt: EpochMillis;
  expiresAt: EpochMillis;
}

export interface OauthAccountTable {
  provider: string;
  subject: string;
  userId: string;
  email: string;
  linkedAt: EpochMillis;
}

export type MailStatus = "pending" | "sending" | "sent" | "failed";

export interface MailOutboxTable {
  id: Generated<number>;
  userId: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: EpochMillis;
  lastError: string | null;
  createdAt: EpochMillis;
  sentAt: EpochMillis | null;
  /** While 'sending': until when the claiming worker holds the mail (docs/0012-several-processes.md). */
  claimedUntil: ColumnType<EpochMillis, EpochMillis | undefined, EpochMillis>;
}

export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: EpochMillis;
  blockedUntil: ColumnType<EpochMillis, EpochMillis | undefined, EpochMillis>;
}

/** A job one process at a time runs (the periodic cleanup): who holds it, until when. */
export interface JobLeaseTable {
  name: string;
  holder: string;
  until: EpochMillis;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  refreshToken: RefreshTokenTable;
  emailToken: EmailTokenTable;
  oauthAccount: OauthAccountTable;
  mailOutbox: MailOutboxTable;
  rateLimit: RateLimitTable;
  jobLease: JobLeaseTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
