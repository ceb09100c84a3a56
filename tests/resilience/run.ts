/**
 * `npm run test:resilience`: the production build (run `npm run build` first) as separate processes,
 * put through bad input, a mail-server outage, kill -9, shutdown under load, denial-of-service attempts
 * and load. Prints one table of figures; exits 1 when one misses its target. Traffic stays on 127.0.0.1.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { AppProcess } from "../multi-process/app-process.js";
import { runDatabase, startApp } from "./app-server.js";
import { crash } from "./crash.js";
import { denialOfService } from "./denial-of-service.js";
import { Figures } from "./figures.js";
import { fuzz } from "./fuzz.js";
import { load } from "./load.js";
import { shutdown } from "./shutdown.js";
import { shutdownOutputPipe } from "./shutdown-output-pipe.js";
import { smtpOutage } from "./smtp-outage.js";

const root = join(import.meta.dirname, "..", "..");
if (!existsSync(join(root, "dist/server/index.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(2);
}
process.chdir(root);

const figures = new Figures();
const seed = Number(process.env.RESILIENCE_SEED ?? Date.now() % 2_147_483_647);
const started = Date.now();

/** Runs a scenario on a fresh app and database; a scenario that throws is a missed figure, the others still run. */
async function scenario(name: string, run: () => Promise<void>): Promise<void> {
  const at = Date.now();
  try {
    await run();
  } catch (error) {
    console.error(`${name}:`, error);
    figures.failed(name, error);
  }
  console.log(`${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
}

async function withApp(name: string, work: (app: AppProcess) => Promise<void>, env: Record<string, string> = {}) {
  const database = runDatabase(name);
  const app = await startApp(database.path, env);
  try {
    await work(app);
  } finally {
    await app.stop();
    database.remove();
  }
}

const only = process.env.RESILIENCE_ONLY?.split(",");
const scenarios: Record<string, () => Promise<void>> = {
  fuzz: () => withApp("fuzz", (app) => fuzz(app, figures, seed)),
  smtp: () => smtpOutage(figures),
  crash: () => crash(figures),
  shutdown: async () => {
    await shutdown(figures);
    await shutdownOutputPipe(figures);
  },
  dos: () => denialOfService(figures),
  load: () => load(figures),
};
/**
 * Scenarios of one wave run together. The mail-server outage mostly waits (for the first retry, 10 s
 * after the failed attempt) and, like the fuzzer, measures no latency: it overlaps the fuzzer. The others
 * measure time or kill processes: each runs alone.
 */
const waves = [["fuzz", "smtp"], ["crash"], ["shutdown"], ["dos"], ["load"]];
for (const wave of waves) {
  await Promise.all(
    wave
      .filter((name) => !only || only.includes(name))
      .map((name) => scenario(name, scenarios[name] ?? (() => Promise.reject(new Error(`no scenario ${name}`))))),
  );
}

const seconds = (Date.now() - started) / 1000;
// Reported, not judged: a wall-clock limit fails on a busy machine, not on a defect (CI has its own timeout).
figures.add("run", "duration (s)", seconds.toFixed(0), "reported", true);
console.log(`\nResilience figures (seed ${seed}):\n${figures.table()}`);
process.exit(figures.allMet ? 0 : 1);
