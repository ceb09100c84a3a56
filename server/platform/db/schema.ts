import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { RequestStatus, RequestType } from "../../../src/requests/shared/request-types.js";
import type { Locale } from "../../../src/shared/site-locale.js";

/**
 * The language a visitor wrote in (migration 0031), which what the site writes to them later follows
 * (docs/0068-english-routes.md); "fr" for rows written before it.
 */
type StoredLocale = ColumnType<Locale, Locale | undefined, Locale>;

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
  /**
   * "NVD-XXXX-XXXX-XXXX-XXXX", unique; set for every account (src/accounts/shared/client-key.ts). Nullable in the
   * database (added by migration 0003, which filled every row); every insert sets it.
   */
  clientKey: string;
  createdAt: EpochMillis;
  updatedAt: EpochMillis;
  /** Set by an admin: the account can no longer sign in (docs/0021-back-office.md). */
  disabledAt: ColumnType<EpochMillis | null, EpochMillis | null | undefined, EpochMillis | null>;
  lastSignInAt: ColumnType<EpochMillis | null, EpochMillis | null | undefined, EpochMillis | null>;
  /** The language of the account's mails: the one it registered in. */
  locale: StoredLocale;
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
  /** The device parsed from userAgent when the session was stored (server/accounts/session-device.ts). */
  browser: string | null;
  os: string | null;
  device: string | null;
  /**
   * When the user last proved who they are in this session: its sign-in, or a re-authentication (docs/0026).
   * Nullable in the database (added by migration 0020, which filled every row); every insert sets it.
   */
  authenticatedAt: EpochMillis;
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

/** A change of e-mail address asked for; the link tokens are stored as SHA-256 hashes (docs/0027). */
export interface EmailChangeTable {
  /** SHA-256 of the verification link's token (mailed to the new address). */
  id: string;
  userId: string;
  oldEmail: string;
  /** Lower-cased. */
  newEmail: string;
  /** SHA-256 of the cancel link's token (mailed to the old address). */
  cancelTokenHash: string;
  createdAt: EpochMillis;
  /** The verification link's end; the cancel link lasts longer (email-change.ts). */
  expiresAt: EpochMillis;
  confirmedAt: EpochMillis | null;
}

/** A device an account has signed in from (server/accounts/known-devices.ts). */
export interface KnownDeviceTable {
  userId: string;
  fingerprint: string;
  firstSeenAt: EpochMillis;
  lastSeenAt: EpochMillis;
}

export type MailStatus = "pending" | "sending" | "sent" | "failed";

/** What a mail is: "account" for the account mails, the others are the requests' (server/requests/request-mails.ts). */
export type MailKind =
  | "account"
  | "request-acknowledgement"
  | "request-notification"
  | "priority-key-used"
  | "booking-cancelled"
  | "team-reply"
  | "quote-issued"
  | "quote-accepted"
  | "quote-notification";

export interface MailOutboxTable {
  id: Generated<number>;
  kind: ColumnType<MailKind, MailKind | undefined, MailKind>;
  userId: string | null;
  toAddress: string;
  /** The sender when not the configured MAIL_FROM: the team, for mails carrying its calendar invitations. */
  fromAddress: ColumnType<string | null, string | null | undefined, string | null>;
  replyTo: string | null;
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

export interface MailAttachmentTable {
  mailId: number;
  position: number;
  fileName: string;
  contentType: string;
  /** A small attachment made for the mail (an invitation's .ics); empty when `fileKey` names a stored file. */
  content: Buffer;
  /** A stored file attached by reference (a quote's PDF): its bytes are read from the file store when sent. */
  fileKey: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A file whose bytes are in the file store (docs/0059-files-in-object-storage.md): its key, where the bytes
 * are, and what they are. The rows that own a file (a CV, a quote) name it by key.
 */
export interface StoredFileTable {
  key: string;
  store: "database" | "s3";
  sizeBytes: number;
  mediaType: string;
  /** Hexadecimal SHA-256 of the bytes, checked when a file moves between stores. */
  sha256: string;
  createdAt: EpochMillis;
}

/** The bytes of a file kept in the database, in chunks of at most 256 KiB, `position` from 0. */
export interface StoredFileChunkTable {
  fileKey: string;
  position: number;
  bytes: Buffer;
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

/** A query of the site search that found nothing, normalised (server/search/search-misses.ts). */
export interface SearchMissTable {
  query: string;
  misses: number;
  firstSeenAt: EpochMillis;
  lastSeenAt: EpochMillis;
}

export interface ReferenceCounterTable {
  scope: string;
  year: number;
  lastValue: number;
}

export interface VisitorRequestTable {
  id: string;
  /** "NOV-2026-00042". */
  reference: string;
  type: RequestType;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  firstName: string;
  lastName: string;
  /** As typed (trimmed); `emailNormalized` is its lower-cased form, for lookups. */
  email: string;
  emailNormalized: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string | null;
  /** A help category id (support). */
  category: string | null;
  offerId: string | null;
  expertiseId: string | null;
  jobId: string | null;
  /** The site path the form was sent from. */
  sourcePage: string | null;
  userId: string | null;
  consentAt: EpochMillis;
  /** The privacy policy's "last updated" date the visitor agreed to. */
  consentVersion: string;
  createdAt: EpochMillis;
  updatedAt: EpochMillis;
  /** The team member following it up (back-office). */
  ownerId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of its acknowledgement, and of a booking's invitations. */
  locale: StoredLocale;
}

export type RequestEventKind = "status" | "owner" | "note" | "reply";

/** One step of a request's history in the back-office: who did what, when. */
export interface RequestEventTable {
  id: string;
  requestId: string;
  actorId: string | null;
  /** Copied: the history still reads after the account is gone. */
  actorName: string;
  kind: RequestEventKind;
  /** The new status, the new owner's name, the note, or the reply's text. */
  body: string;
  createdAt: EpochMillis;
}

/** Append-only: nothing in the application updates or deletes a row. */
export interface AuditLogTable {
  id: Generated<number>;
  actorId: string;
  actorEmail: string;
  action: string;
  /** What was acted on: a request's reference, an account's e-mail, an export's filters. */
  target: string;
  detail: string | null;
  ip: string;
  at: EpochMillis;
}

export interface BookingTable {
  requestId: string;
  startsAt: EpochMillis;
  endsAt: EpochMillis;
  cancelTokenHash: string | null;
  cancelledAt: EpochMillis | null;
  /** The SEQUENCE of the last .ics sent about this booking (RFC 5546): 0 when booked. */
  sequence: ColumnType<number, number | undefined, number>;
}

export interface BookedSlotTable {
  startsAt: EpochMillis;
  requestId: string;
}

export interface ApplicationFileTable {
  requestId: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  /** The bytes before migration 0030 (copied to the file store); empty since, dropped in a later release. */
  content: Buffer;
  /** The CV in the file store. */
  fileKey: ColumnType<string | null, string | null | undefined, string | null>;
}

export type QuoteStatus = "issued" | "accepted";

export interface QuoteTable {
  id: string;
  /** "DEV-2026-0001". */
  reference: string;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  emailNormalized: string;
  company: string;
  /** Postal address, line breaks kept. */
  address: string;
  vatNumber: string | null;
  /** Cents. */
  totalExcludingTax: number;
  vat: number;
  totalIncludingTax: number;
  /** The PDF before migration 0030 (copied to the file store); empty since, dropped in a later release. */
  pdf: Buffer;
  /** The PDF as issued, in the file store; null while `pdfPendingSince` is set. */
  pdfFileKey: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Set while the PDF is still to render (docs/0055-parallel-references.md): when the row was committed, or
   * when a retry took it over. NULL once the PDF is stored and its mails queued.
   */
  pdfPendingSince: EpochMillis | null;
  pdfTokenHash: string;
  /** Null once the acceptance link is used. */
  acceptTokenHash: string | null;
  issuedAt: EpochMillis;
  expiresAt: EpochMillis;
  acceptedAt: EpochMillis | null;
  acceptedIp: string | null;
  /** Who accepted: the signed-in account's e-mail, or "lien" for the mailed link. */
  acceptedBy: string | null;
  consentAt: EpochMillis;
  consentVersion: string;
  /** Once re-issued after expiry: the reference of the quote issued in its place (docs/0029). */
  replacedBy: string | null;
  /** The language of the quote's PDF and mails. */
  locale: StoredLocale;
}

export interface QuoteLineTable {
  quoteId: string;
  position: number;
  offerId: string;
  name: string;
  deliveryTime: string;
  /** Cents, as the offer cost when the quote was issued. */
  priceExcludingTax: number;
}

/** An offer in a signed-in visitor's basket (docs/0025-basket.md). */
export interface BasketItemTable {
  userId: string;
  offerId: string;
  /** Order added: the basket lists its offers as the visitor chose them. */
  position: number;
}

/** An account's TOTP secret (docs/0026-two-factor.md); two-factor is on once `confirmedAt` is set. */
export interface TwoFactorTable {
  userId: string;
  /** AES-256-GCM of the base32 secret (server/accounts/secret-box.ts). */
  secretSealed: string;
  confirmedAt: EpochMillis | null;
  /** The newest TOTP time step accepted: codes at or before it are refused (replay). */
  lastTimeStep: number | null;
  createdAt: EpochMillis;
}

export interface RecoveryCodeTable {
  /** SHA-256 of the normalised code (120 random bits: a plain hash suffices). */
  codeHash: string;
  userId: string;
  createdAt: EpochMillis;
}

/** A sign-in whose password (or Google) was right, waiting for its second factor. */
export interface TwoFactorChallengeTable {
  /** SHA-256 of the challenge token the client holds. */
  id: string;
  userId: string;
  persistent: IntegerBoolean;
  attempts: number;
  expiresAt: EpochMillis;
  createdAt: EpochMillis;
}

/** A passkey (WebAuthn credential) of an account (docs/0028-passkeys.md). */
export interface PasskeyTable {
  /** The credential id, base64url. */
  id: string;
  userId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  /** The authenticator's transports as the browser gave them, comma-separated (hints for the next sign-in). */
  transports: string;
  name: string;
  createdAt: EpochMillis;
  lastUsedAt: EpochMillis | null;
}

/** A WebAuthn challenge waiting for its answer: SHA-256 of the challenge, single use. */
export interface PasskeyChallengeTable {
  id: string;
  purpose: "register" | "sign-in";
  /** The session that asked to register a passkey; null for a sign-in. */
  sessionId: string | null;
  expiresAt: EpochMillis;
  createdAt: EpochMillis;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  refreshToken: RefreshTokenTable;
  emailToken: EmailTokenTable;
  oauthAccount: OauthAccountTable;
  emailChange: EmailChangeTable;
  knownDevice: KnownDeviceTable;
  mailOutbox: MailOutboxTable;
  mailAttachment: MailAttachmentTable;
  rateLimit: RateLimitTable;
  jobLease: JobLeaseTable;
  referenceCounter: ReferenceCounterTable;
  visitorRequest: VisitorRequestTable;
  booking: BookingTable;
  bookedSlot: BookedSlotTable;
  applicationFile: ApplicationFileTable;
  storedFile: StoredFileTable;
  storedFileChunk: StoredFileChunkTable;
  requestEvent: RequestEventTable;
  auditLog: AuditLogTable;
  quote: QuoteTable;
  quoteLine: QuoteLineTable;
  searchMiss: SearchMissTable;
  basketItem: BasketItemTable;
  twoFactor: TwoFactorTable;
  recoveryCode: RecoveryCodeTable;
  twoFactorChallenge: TwoFactorChallengeTable;
  passkey: PasskeyTable;
  passkeyChallenge: PasskeyChallengeTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
