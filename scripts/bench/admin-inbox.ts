/**
 * `npm run bench:admin`: the back-office inbox with 100 000 requests (docs/0021). Starts the real app on
 * an SQLite file, writes 100 000 generated requests straight into the database, signs in a staff member,
 * then asks 50 times for the inbox's first page and 50 times for a search by e-mail (a different address
 * each time) through tRPC. Prints the median and p95 of the server time (request received → response
 * finished); the target is < 50 ms for both. Also prints the time of one CSV export of everything.
 */
import { performance } from "node:perf_hooks";
import { createTestBrowser } from "../../server/testing/http-client.js";
import { startTestServer } from "../../server/testing/test-server.js";
import { percentile } from "./percentile.js";

const ROWS = 100_000;
const RUNS = 50;
const BATCH = 500;
const types = ["quote", "contact", "support", "priority", "booking", "application"] as const;
const statuses = ["new", "in_progress", "done", "archived"] as const;

const server = await startTestServer();
const { db } = server.database;
const started = performance.now();
const base = Date.now() - ROWS * 60_000;
for (let first = 0; first < ROWS; first += BATCH) {
  await db
    .insertInto("visitorRequest")
    .values(
      Array.from({ length: Math.min(BATCH, ROWS - first) }, (_, offset) => {
        const index = first + offset;
        const email = `client${index}@exemple${index % 97}.fr`;
        return {
          id: `bench-${index.toString().padStart(6, "0")}`,
          reference: `NOV-2026-${index.toString().padStart(6, "0")}`,
          type: types[index % types.length] as (typeof types)[number],
          status: statuses[index % statuses.length] as (typeof statuses)[number],
          firstName: `Prénom${index}`,
          lastName: `Nom${index % 1000}`,
          email,
          emailNormalized: email,
          company: index % 3 === 0 ? `Société ${index % 5000}` : null,
          message: "Bonjour, nous aimerions en savoir plus sur vos offres.",
          consentAt: base + index * 60_000,
          consentVersion: "2026-01-01",
          createdAt: base + index * 60_000,
          updatedAt: base + index * 60_000,
        };
      }),
    )
    .execute();
}
console.log(`${ROWS} requests written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const staff = createTestBrowser(server.url);
const registered = await staff.mutation("auth.register", {
  firstName: "Bench",
  lastName: "Staff",
  email: "staff@bench.fr",
  password: "Sup3rSecret",
});
if (registered.status !== 200) throw new Error(`registration failed: ${registered.error?.message}`);
await db.updateTable("user").set({ role: "staff" }).where("email", "=", "staff@bench.fr").execute();

let serverTime = 0;
server.httpServer.prependListener("request", (_req, res) => {
  const at = performance.now();
  res.on("finish", () => {
    serverTime = performance.now() - at;
  });
});

async function measure(label: string, input: (run: number) => unknown, expectItems: (count: number) => boolean) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const answer = await staff.query<{ items: unknown[] }>("admin.inbox", input(run));
    if (answer.status !== 200 || !expectItems(answer.data?.items.length ?? 0)) {
      throw new Error(`${label}: ${answer.status} ${answer.error?.message ?? answer.data?.items.length}`);
    }
    times.push(serverTime);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} median ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

await measure(
  "inbox, first page (50 rows)",
  () => ({}),
  (count) => count === 50,
);
await measure(
  "inbox, search by e-mail",
  (run) => ({ search: `client${run * 1999}@exemple${(run * 1999) % 97}.fr` }),
  (count) => count === 1,
);
await measure(
  "inbox, first page of type + status",
  () => ({ type: "quote", status: "new" }),
  (count) => count === 50,
);

const exportStarted = performance.now();
const csv = await staff.request("/api/admin/export.csv");
const bytes = (await csv.arrayBuffer()).byteLength;
console.log(
  `CSV export of all ${ROWS} rows: ${((performance.now() - exportStarted) / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB`,
);
await server.close();
