import { Worker } from "node:worker_threads";

/**
 * Asks each URL's /healthz every 50 ms from a thread of its own, as a load balancer would: the run's own
 * event loop (its clients, the SMTP server parsing every mail and PDF it receives) must not delay the clock
 * of what it measures. Plain JavaScript, evaluated: a worker thread gets no TypeScript loader on Node 20.
 */
const source = `
const { parentPort, workerData } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
let running = true;
let slowest = 0;
parentPort.on("message", () => { running = false; });
Promise.all(workerData.urls.map(async (url) => {
  while (running) {
    const started = performance.now();
    try {
      await (await fetch(url + "/healthz")).arrayBuffer();
    } catch {
      slowest = Infinity;
    }
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})).then(() => parentPort.postMessage(slowest));
`;

export interface HealthProber {
  /** Stops asking; resolves to the slowest answer in milliseconds (Infinity if one failed). */
  stop(): Promise<number>;
}

export function startHealthProber(urls: string[]): HealthProber {
  const worker = new Worker(source, { eval: true, workerData: { urls } });
  const result = new Promise<number>((resolve, reject) => {
    worker.once("message", (slowest: number) => resolve(slowest));
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const slowest = await result;
      await worker.terminate();
      return slowest;
    },
  };
}
