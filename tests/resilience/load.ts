import { percentile } from "../../scripts/bench/percentile.js";
import { runDatabase, startApp } from "./app-server.js";
import type { Figures } from "./figures.js";

const CONNECTIONS = 100;
const paths = ["/", "/expertises", "/api/booking-slots", "/trpc/site.features"];

/** 100 clients on pages and public API reads: 30 s, or 10 s under CI to stay in its time budget. */
export async function load(figures: Figures): Promise<void> {
  const seconds = Number(process.env.RESILIENCE_LOAD_SECONDS ?? (process.env.CI ? 10 : 30));
  const database = runDatabase("load");
  const app = await startApp(database.path);
  const latencies: number[] = [];
  let errors = 0;
  try {
    const until = Date.now() + seconds * 1000;
    const client = async (n: number) => {
      for (let i = n; Date.now() < until; i++) {
        const started = performance.now();
        try {
          const response = await fetch(`${app.url}${paths[i % paths.length]}`);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => client(n)));
  } finally {
    await app.stop();
    database.remove();
  }
  latencies.sort((a, b) => a - b);
  figures.add("load", `requests, ${CONNECTIONS} clients × ${seconds} s`, latencies.length, "> 0", latencies.length > 0);
  figures.add("load", "errors (incl. non-2xx)", errors, "0", errors === 0);
  figures.add("load", "p99 latency (ms)", percentile(latencies, 99).toFixed(0), "printed", true);
}
