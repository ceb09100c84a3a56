import { Worker } from "node:worker_threads";
import { createSemaphore } from "../platform/semaphore.js";
import type { PasswordJob, PasswordJobResult } from "./password-worker.js";

// From the sources (tsx, Vitest) a JavaScript entry loads the .ts worker through tsx; in the build, esbuild
// emits the worker beside the server's bundle (scripts/build.ts), so the same relative URL finds it.
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./password-worker-source.mjs" : "./password-worker.js", import.meta.url);

/**
 * Runs argon2 jobs on `size` worker threads of a lower CPU priority (password-worker.ts), one job per
 * thread, the others waiting their turn first come first served. A worker that fails mid-job fails that
 * job and is replaced; an idle worker does not keep the process alive.
 */
export function createPasswordHashing(size: number) {
  const slots = createSemaphore(size);
  const idle: Worker[] = [];

  function run(worker: Worker, job: PasswordJob): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      const settle = (finish: () => void, reusable: boolean) => {
        worker.off("message", answered);
        worker.off("error", failed);
        worker.off("exit", exited);
        worker.unref();
        if (reusable) idle.push(worker);
        finish();
      };
      const answered = (result: PasswordJobResult) =>
        settle(() => ("error" in result ? reject(new Error(result.error)) : resolve(result.value)), true);
      const failed = (error: Error) => {
        settle(() => reject(error), false);
        void worker.terminate();
      };
      const exited = (code: number) =>
        settle(() => reject(new Error(`password worker exited with code ${code}`)), false);
      worker.on("message", answered);
      worker.on("error", failed);
      worker.on("exit", exited);
      // Referenced while it works: the process waits for the answer.
      worker.ref();
      worker.postMessage(job);
    });
  }

  function spawn(): Worker {
    const worker = new Worker(workerUrl);
    // One that ends while idle is not handed a job it would never answer.
    worker.once("exit", () => {
      const index = idle.indexOf(worker);
      if (index !== -1) idle.splice(index, 1);
    });
    return worker;
  }

  return (job: PasswordJob) => slots(() => run(idle.pop() ?? spawn(), job));
}
