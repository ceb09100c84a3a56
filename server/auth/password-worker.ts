import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { hashSync, verifySync } from "@node-rs/argon2";

/** argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1); `2` is Algorithm.Argon2id (a const enum). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** What password-hashing.ts asks: a hash of `password`, or whether it matches `hash`. */
export type PasswordJob = { password: string } | { password: string; hash: string };

/** The answer: the hash, the verdict, or why it failed (an Error does not survive the clone whole). */
export type PasswordJobResult = { value: string | boolean } | { error: string };

/**
 * Below the event loop's priority (nice 0): a storm of sign-ins then takes only the CPU the pages leave,
 * instead of a share of a core every page waits for (docs/0036-prerendered-fast-path.md). On Linux the
 * nice value belongs to the thread, so this worker's alone; elsewhere it would lower the whole process.
 */
const HASHING_NICE = 10;

const port = parentPort;
if (!port) throw new Error("password-worker.ts runs as a worker thread (password-hashing.ts)");
if (process.platform === "linux") {
  try {
    setPriority(HASHING_NICE);
  } catch {
    // A sandbox that refuses it: the hashes run at the event loop's priority, as they did on libuv's threads.
  }
}
port.on("message", (job: PasswordJob) => {
  let result: PasswordJobResult;
  try {
    result = { value: "hash" in job ? verifySync(job.hash, job.password, options) : hashSync(job.password, options) };
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(result);
});
