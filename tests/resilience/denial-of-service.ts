import { MAX_TRPC_BATCH } from "../../src/shared/trpc-batch.js";
import { runDatabase, sleep, startApp } from "./app-server.js";
import type { Figures } from "./figures.js";

/** The account of the probe that froze the server had 30 sessions; each login opens one more. */
const SESSIONS = 30;
const ROUNDS = 5;

/** The slowest /healthz answer while `work` runs, polled every 5 ms. */
async function worstHealthWhile(url: string, work: () => Promise<unknown>): Promise<number> {
  let polling = true;
  let worst = 0;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      await sleep(5);
    }
  })();
  try {
    await work();
  } finally {
    polling = false;
    await poll;
  }
  return worst;
}

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
    const batch = async () => {
      const started = performance.now();
      const response = await app.get(path, { authorization: `Bearer ${token}` });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the batch answered ${response.status}`);
      return performance.now() - started;
    };
    // On a loaded machine /healthz alone is slow at times: the batch is judged by what it adds to that.
    const alone = await worstHealthWhile(app.url, () => sleep(ROUNDS * 150));
    const times: number[] = [];
    const meanwhile = await worstHealthWhile(app.url, async () => {
      for (let round = 0; round < ROUNDS; round++) times.push(await batch());
    });
    times.sort((a, b) => a - b);
    const median = times[times.length >> 1] ?? Number.NaN;
    figures.add(
      "denial of service",
      `batch of ${MAX_TRPC_BATCH} session lists, ${SESSIONS} sessions, median / worst of ${ROUNDS} (ms)`,
      `${median.toFixed(0)} / ${(times.at(-1) ?? Number.NaN).toFixed(0)}`,
      "median ≤ 200",
      median <= 200,
    );
    figures.add(
      "denial of service",
      "/healthz worst meanwhile / alone (ms)",
      `${meanwhile.toFixed(0)} / ${alone.toFixed(0)}`,
      "< alone + 50",
      meanwhile < alone + 50,
    );
  } finally {
    await app.stop();
    database.remove();
  }
}
