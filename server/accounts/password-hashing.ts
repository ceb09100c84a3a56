import { Piscina } from "piscina";
import type { PasswordJob } from "./password-worker.js";

// From the sources (tsx, Vitest) a JavaScript entry loads the .ts worker through tsx; in the build, esbuild
// emits the worker beside the server's bundle (scripts/build.ts), so the same relative URL finds it.
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./password-worker-source.mjs" : "./password-worker.js", import.meta.url);

/**
 * Below the event loop's priority (nice 0): a storm of sign-ins then takes only the CPU the pages leave,
 * instead of a share of a core every page waits for (docs/0036-prerendered-fast-path.md). On Linux the
 * nice value belongs to the thread, so the workers' alone; where piscina cannot set it, the hashes run at
 * the event loop's priority, as they did on libuv's threads.
 */
const HASHING_NICE = 10;

/**
 * Runs argon2 jobs on up to `size` worker threads of a lower CPU priority (piscina, docs/0044-server-libraries.md),
 * one job per thread, the others waiting their turn first come first served. A worker that fails mid-job
 * fails that job and is replaced; workers start on the first job, stay for the next, and an idle one does
 * not keep the process alive.
 */
export function createPasswordHashing(size: number) {
  const pool = new Piscina<PasswordJob, string | boolean>({
    filename: workerUrl.href,
    minThreads: 0,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
    niceIncrement: HASHING_NICE,
  });
  return (job: PasswordJob) => pool.run(job);
}
