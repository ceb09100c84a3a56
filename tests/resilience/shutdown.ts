import { Agent, request } from "node:http";
import { eventually, runDatabase, sleep, startApp } from "./app-server.js";
import type { Figures } from "./figures.js";

const CONNECTIONS = 50;

/**
 * SIGTERM while 50 kept-alive connections load pages and API reads. A request may be refused a new
 * connection (ECONNREFUSED: the server stopped listening) but one already sent must get its answer,
 * whether on a kept-alive connection or on a new one the kernel had queued before the listener closed.
 */
export async function shutdown(figures: Figures): Promise<void> {
  const database = runDatabase("shutdown");
  const app = await startApp(database.path);
  const { port } = new URL(app.url);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let served = 0;
  let refused = 0;
  let failed = 0;
  let stopping = false;
  const failures = new Map<string, number>();
  const fail = (code: string) => {
    failed += 1;
    failures.set(code, (failures.get(code) ?? 0) + 1);
  };
  const paths = ["/", "/api/booking-slots", "/trpc/site.features", "/expertises", "/readyz"];
  /** /readyz's answers after the signal: a balancer polling a draining process must read 503 there. */
  const readinessAfterSignal = new Map<number, number>();
  const get = (path: string) =>
    new Promise<void>((resolve) => {
      const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
        if (path === "/readyz" && stopping) {
          const status = res.statusCode ?? 0;
          readinessAfterSignal.set(status, (readinessAfterSignal.get(status) ?? 0) + 1);
        }
        res.resume();
        res.on("end", () => {
          served += 1;
          resolve();
        });
        res.on("error", (error: NodeJS.ErrnoException) => {
          fail(`response ${error.code ?? error.message}`);
          resolve();
        });
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED") refused += 1;
        else fail(`${req.reusedSocket ? "kept-alive" : "new"} ${error.code ?? error.message}`);
        resolve();
      });
      req.end();
    });
  const client = async (n: number) => {
    for (let i = n; !stopping || refused === 0; i++) {
      await get(paths[i % paths.length] as string);
      if (refused > 0) return;
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, (_, n) => client(n));
  await eventually(() => served >= 200, 30_000);
  const exited = new Promise<number>((resolve) => app.child.once("exit", () => resolve(Date.now())));
  const signalled = Date.now();
  app.child.kill("SIGTERM");
  stopping = true;
  const exitAt = await Promise.race([exited, sleep(15_000).then(() => Number.NaN)]);
  await Promise.race([Promise.all(clients), sleep(2_000)]);
  agent.destroy();
  await app.stop();
  database.remove();
  const exitSeconds = (exitAt - signalled) / 1000;
  figures.add("shutdown", "requests served under load", served, "> 0", served > 0);
  const causes = [...failures].map(([cause, count]) => `${count}× ${cause}`).join(", ");
  figures.add("shutdown", "new connections refused", refused, "> 0", refused > 0);
  figures.add("shutdown", "failed in-flight", `${failed}${causes ? ` (${causes})` : ""}`, "0", failed === 0);
  const ready = readinessAfterSignal.get(200) ?? 0;
  const draining = readinessAfterSignal.get(503) ?? 0;
  // A /readyz sent just before the signal may be answered just after it: 200 is then right, so only 503s are required.
  figures.add("shutdown", "/readyz after SIGTERM: 503 (200)", `${draining} (${ready})`, "503 > 0", draining > 0);
  figures.add(
    "shutdown",
    "exit after SIGTERM (s)",
    Number.isNaN(exitSeconds) ? "> 15" : exitSeconds.toFixed(2),
    "≤ 10",
    exitSeconds <= 10,
  );
}
