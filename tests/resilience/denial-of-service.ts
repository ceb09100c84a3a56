import { MAX_TRPC_BATCH } from "../../src/shared/api-limits.js";
import { runDatabase, startApp } from "./app-server.js";
import type { Figures } from "./figures.js";

/** The account of the probe that froze the server had 30 sessions; each login opens one more. */
const SESSIONS = 30;

/** The largest batch the endpoint accepts, of the list that grows with sessions, while /healthz is polled. */
export async function denialOfService(figures: Figures): Promise<void> {
  const database = runDatabase("dos");
  const app = await startApp(database.path);
  try {
    const account = { firstName: "Dan", lastName: "Dos", email: "dos@example.fr", password: "Sup3rSecret" };
    const registered = await app.post("/auth/register", account);
    if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
    let token = "";
    for (let n = 1; n < SESSIONS; n++) {
      const login = await app.post("/auth/login", { email: account.email, password: account.password });
      token = ((await login.json()) as { token: string }).token;
    }
    const path = `/trpc/${Array.from({ length: MAX_TRPC_BATCH }, () => "account.sessions").join(",")}?batch=1`;
    let polling = true;
    let worstHealth = 0;
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        await (await fetch(`${app.url}/healthz`)).arrayBuffer();
        worstHealth = Math.max(worstHealth, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    let worstBatch = 0;
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const response = await app.get(path, { authorization: `Bearer ${token}` });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the batch answered ${response.status}`);
      worstBatch = Math.max(worstBatch, performance.now() - started);
    }
    polling = false;
    await poll;
    figures.add(
      "denial of service",
      `batch of ${MAX_TRPC_BATCH} session lists, ${SESSIONS} sessions (ms)`,
      worstBatch.toFixed(0),
      "≤ 200",
      worstBatch <= 200,
    );
    figures.add(
      "denial of service",
      "/healthz meanwhile, worst (ms)",
      worstHealth.toFixed(0),
      "< 50",
      worstHealth < 50,
    );
  } finally {
    await app.stop();
    database.remove();
  }
}
