import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = "v2";

/** The keys sealing TOTP secrets (TWO_FACTOR_KEYS), newest first: the newest seals, any of them opens. */
export type KeyRing = readonly Buffer[];

/**
 * Names a key inside a sealed value, so opening picks it without trying the others: 32 bits of its SHA-256,
 * too few to help anyone guess the key, enough to tell the few keys of a ring apart (docs/0041).
 */
export const keyIdOf = (key: Buffer): string => createHash("sha256").update(key).digest("hex").slice(0, 8);

/** A sealed value no key of the ring opens: its key left the ring, or the bytes were altered. */
export class UnreadableSecretError extends Error {
  override name = "UnreadableSecretError";
  constructor(readonly keyId: string | undefined) {
    super(keyId ? `sealed with key ${keyId}, which does not open it or is not in TWO_FACTOR_KEYS` : "no key opens it");
  }
}

function newestOf(ring: KeyRing): Buffer {
  const [newest] = ring;
  if (!newest) throw new Error("the key ring is empty");
  return newest;
}

/**
 * AES-256-GCM for secrets the server must read back (TOTP secrets): a copy of the database alone does not
 * give them away, the keys (TWO_FACTOR_KEYS) live outside it. Stored as `v2.<key id>.<base64url(iv | tag |
 * ciphertext)>`, sealed with the ring's newest key; `context` (the user id) is authenticated with it, so a
 * sealed secret moved to another row fails to open.
 */
export function sealSecret(ring: KeyRing, plaintext: string, context: string): string {
  const key = newestOf(ring);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const body = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
  return `${VERSION}.${keyIdOf(key)}.${body}`;
}

function openWith(key: Buffer, body: string, context: string): string {
  const bytes = Buffer.from(body, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}

const attempt = (key: Buffer, body: string, context: string): string | undefined => {
  try {
    return openWith(key, body, context);
  } catch {
    return undefined;
  }
};

/**
 * The plaintext, and whether it should be sealed again (`stale`: not sealed with the newest key, or in the
 * first format, a bare body without key id, which each key of the ring is tried on). Throws
 * UnreadableSecretError when no key of the ring opens it with this context.
 */
export function openSecret(ring: KeyRing, sealed: string, context: string): { plaintext: string; stale: boolean } {
  const newest = newestOf(ring);
  const [version, keyId, body] = sealed.split(".");
  if (version === VERSION && keyId !== undefined && body !== undefined) {
    const key = ring.find((each) => keyIdOf(each) === keyId);
    const plaintext = key && attempt(key, body, context);
    if (plaintext === undefined) throw new UnreadableSecretError(keyId);
    return { plaintext, stale: key !== newest };
  }
  for (const key of ring) {
    const plaintext = attempt(key, sealed, context);
    if (plaintext !== undefined) return { plaintext, stale: true };
  }
  throw new UnreadableSecretError(undefined);
}
