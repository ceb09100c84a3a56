/**
 * Server time of the requests API: starts the real app (real SQLite file, mail queued in the outbox and
 * sent to a local SMTP capture), then sends 50 contact requests in a row and 20 at once through
 * POST /api/requests, and books 20 slots in a row through POST /api/bookings (.ics built, slot row
 * written). Prints the median and p95 of the server time (request received → response finished).
 *
 *   npx tsx scripts/bench/requests.ts
 */
import { performance } from "node:perf_hooks";
import { startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { startTestServer } from "../../server/testing/test-server.js";
import { percentile } from "./percentile.js";

const SEQUENTIAL = 50;
const CONCURRENT = 20;
const BOOKINGS = 20;

const smtp = await startSmtpCapture();
const server = await startTestServer({ env: { SMTP_URL: smtp.url, LEADS_EMAIL: "team@novadis.test" } });
const times = new Map<string, number[]>();
server.httpServer.prependListener("request", (req, res) => {
  const started = performance.now();
  const path = req.url ?? "";
  res.on("finish", () => times.set(path, [...(times.get(path) ?? []), performance.now() - started]));
});

const post = async (path: string, body: unknown, expected: number) => {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== expected) throw new Error(`${path} answered ${response.status}`);
};
const contact = (index: number) => ({
  type: "contact",
  firstName: "Bench",
  lastName: "Mark",
  email: `bench${index}@example.fr`,
  message: "Bonjour, ceci est une demande de mesure.",
  consent: true,
});
const report = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`${label.padEnd(32)} median ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}`);
};

try {
  for (let index = 0; index < SEQUENTIAL; index++) await post("/api/requests", contact(index), 201);
  report(`${SEQUENTIAL} contact requests in a row`, times.get("/api/requests") ?? []);
  times.delete("/api/requests");
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENT }, (_, index) => post("/api/requests", contact(100 + index), 201)));
  const wall = performance.now() - started;
  report(`${CONCURRENT} contact requests at once`, times.get("/api/requests") ?? []);
  console.log(`${"".padEnd(32)} all answered in ${wall.toFixed(1)} ms`);
  const slots = ((await (await fetch(`${server.url}/api/booking-slots`)).json()) as { slots: Array<{ start: string }> })
    .slots;
  for (const [index, slot] of slots.slice(0, BOOKINGS).entries()) {
    await post("/api/bookings", { ...contact(200 + index), start: slot.start }, 201);
  }
  report(`${BOOKINGS} bookings in a row`, times.get("/api/bookings") ?? []);
  report("GET /api/booking-slots", times.get("/api/booking-slots") ?? []);
} finally {
  await server.close();
  await smtp.close();
}
