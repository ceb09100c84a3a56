import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** SQLite has no boolean: 0/1 integers, converted at the service boundary. */
type SqliteBoolean = number;
/** Milliseconds since the epoch, set by the application (SQLite has no timestamp type). */
type EpochMillis = number;

export interface UserTable {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  plan: ColumnType<string, string | undefined, string>;
  role: ColumnType<string, string | undefined, string>;
  isEmailVerified: ColumnType<SqliteBoolean, SqliteBoolean | undefined, SqliteBoolean>;
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
  persistent: SqliteBoolean;
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
}

export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: EpochMillis;
  blockedUntil: ColumnType<EpochMillis, EpochMillis | undefined, EpochMillis>;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  refreshToken: RefreshTokenTable;
  emailToken: EmailTokenTable;
  oauthAccount: OauthAccountTable;
  mailOutbox: MailOutboxTable;
  rateLimit: RateLimitTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
