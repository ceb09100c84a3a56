import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: session, refresh, verification and reset tokens. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of a token: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Short random identifiers (user ids, token families). */
export function generateId(): string {
  return randomBytes(15).toString("base64url");
}
