import { randomInt } from "node:crypto";
import { hashToken } from "../platform/tokens.js";

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O, U, so a code copied by hand is not misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 24 characters × 5 bits = 120 bits: at or above ASVS's 112, so SHA-256 at rest is enough (6.5.2). */
const GROUPS = 6;
const GROUP_LENGTH = 4;

/** "XXXX-XXXX-XXXX-XXXX-XXXX-XXXX": shown once, never stored as such. */
export function generateRecoveryCode(): string {
  return Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  ).join("-");
}

/** What a typed code is compared as: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

export const hashRecoveryCode = (code: string): string => hashToken(normaliseRecoveryCode(code));

/** A typed second factor: six digits are a TOTP code, anything of a recovery code's length one of those. */
export function looksLikeRecoveryCode(code: string): boolean {
  return normaliseRecoveryCode(code).length === GROUPS * GROUP_LENGTH;
}
