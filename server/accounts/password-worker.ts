import { hashSync, verifySync } from "@node-rs/argon2";

/** argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1); `2` is Algorithm.Argon2id (a const enum). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** What password-hashing.ts asks: a hash of `password`, or whether it matches `hash`. */
export type PasswordJob = { password: string } | { password: string; hash: string };

/**
 * The task of password-hashing.ts's pool, run on one of its worker threads: the hash, or the verdict. A hash
 * argon2 cannot read throws, and the pool rejects that job alone.
 */
export default function passwordJob(job: PasswordJob): string | boolean {
  return "hash" in job ? verifySync(job.hash, job.password, options) : hashSync(job.password, options);
}
