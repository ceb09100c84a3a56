import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { createSemaphore } from "../platform/semaphore.js";

/** argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1); `2` is Algorithm.Argon2id (a const enum). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's four threads: a storm of sign-ins would take every core from the event loop, and every
 * page with it. One core is kept for serving; the sign-ins wait their turn instead (issue 14, `npm run bench:http`).
 */
const hashing = createSemaphore(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, options));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account)
 * it still verifies against a dummy hash, so the answer takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("dummy password never matched");
    const stand = await dummyHash;
    await hashing(() => verify(stand, password, options)).catch(() => false);
    return false;
  }
  return hashing(() => verify(storedHash, password, options)).catch(() => false);
}
