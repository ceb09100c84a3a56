import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1); `2` is Algorithm.Argon2id (a const enum). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account)
 * it still verifies against a dummy hash, so the answer takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("dummy password never matched");
    await verify(await dummyHash, password, options).catch(() => false);
    return false;
  }
  return verify(storedHash, password, options).catch(() => false);
}
