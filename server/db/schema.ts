import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";

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

/** Lucia's session table: the adapter reads `id`, `user_id` and `expires_at` (seconds). */
export interface SessionTable {
  id: string;
  userId: string;
  expiresAt: number;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
