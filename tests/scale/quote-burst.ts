import { performance } from "node:perf_hooks";
import { startHealthProber } from "./health-prober.js";
import type { ScaleProcess } from "./scale-bed.js";
import { sendWrite, type Write } from "./writes.js";

export interface QuoteBurst {
  writes: Write[];
  /** The slowest /healthz answer of any of the processes while the quotes were in flight. */
  slowestHealthMs: number;
  seconds: number;
}

/**
 * `count` quotes posted at once, spread over `processes`, while each process's /healthz is asked every
 * 50 ms: liveness must not wait behind the quotes' database work nor their PDFs (docs/0060).
 */
export async function quoteBurst(processes: ScaleProcess[], count: number): Promise<QuoteBurst> {
  const prober = startHealthProber(processes.map(({ app }) => app.url));
  const started = performance.now();
  const writes = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      sendWrite("quote", processes[index % processes.length] as ScaleProcess),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return { writes, slowestHealthMs: await prober.stop(), seconds };
}
