import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCapture, startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { createTestDatabase, type TestDatabase } from "../../server/testing/test-database.js";
import { type AppProcess, startAppProcess } from "./app-process.js";

const PASSWORD = "Sup3rSecret";
/** Every request names its client: the app trusts X-Forwarded-For from loopback, as behind a local proxy. */
const from = (ip: string) => ({ "x-forwarded-for": ip });

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Two processes of the production build on one PostgreSQL database, as behind a load balancer
 * (docs/0012-several-processes.md). Needs `npm run build` (npm test builds first).
 */
describe("two processes of the production build on one PostgreSQL database", () => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    if (!existsSync("dist/server/index.js")) {
      throw new Error("These tests run the production build: run `npm run build` first (npm test does).");
    }
    database = await createTestDatabase("postgres");
    smtp = await startSmtpCapture();
    const env = {
      DATABASE_URL: database.target.engine === "postgres" ? database.target.url : "",
      SMTP_URL: smtp.url,
      // A killed sender's mail is taken over after 2 s instead of 30; a slower send keeps its claim
      // (renewed while it runs), so the 10-s send below is not repeated by the other process.
      OUTBOX_LEASE_SECONDS: "2",
    };
    // Started together: both migrate the empty database at once (one of them does it, under the lock).
    [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await database?.drop();
  });

  it("accepts on one process a session created through the other", async () => {
    const registered = await a.post(
      "/auth/register",
      { firstName: "Ana", lastName: "Durand", email: "ana@example.fr", password: PASSWORD },
      from("10.0.0.1"),
    );
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const user = await b.get("/auth/user", { authorization: `Bearer ${token}` });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { user: { email: string } }).user.email).toBe("ana@example.fr");

    await a.post("/auth/logout", {}, { authorization: `Bearer ${token}` });
    expect((await b.get("/auth/user", { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it("shares rate-limit counts: the fourth reset request for one address in an hour is refused, whichever process gets it", async () => {
    const ask = (app: AppProcess) => app.post("/auth/forgot-password", { email: "ana@example.fr" }, from("10.0.0.2"));
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await ask(app)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("delivers 50 mails exactly once each while both processes' workers run", { timeout: 60_000 }, async () => {
    const addresses = Array.from({ length: 50 }, (_, n) => `batch${n}@example.fr`);
    await Promise.all(
      addresses.map(async (email, n) => {
        const response = await (n % 2 ? b : a).post(
          "/auth/register",
          { firstName: "Lot", lastName: "Test", email, password: PASSWORD },
          from(`10.1.0.${n}`),
        );
        expect(response.status).toBe(201);
      }),
    );
    const batch = () => smtp.messages.flatMap((mail) => mail.to).filter((to) => to.startsWith("batch"));
    await eventually(() => batch().length >= 50, 30_000, "50 mails delivered");
    // Both workers keep polling: give a duplicate the time to appear.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(batch().sort()).toEqual([...addresses].sort());
    const sentBy = (app: AppProcess) => app.log.filter((line) => line.includes('"event":"mail.sent"')).length;
    expect(sentBy(a)).toBeGreaterThan(0);
    expect(sentBy(b)).toBeGreaterThan(0);
  });

  it("books a slot requested through both processes at once for one of them only (201 and 409)", async () => {
    const { slots } = (await (await a.get("/api/booking-slots")).json()) as { slots: Array<{ start: string }> };
    const start = slots[2]?.start;
    if (!start) throw new Error("no free slot offered");
    const book = (app: AppProcess, email: string, ip: string) =>
      app.post("/api/bookings", { start, firstName: "Léa", lastName: "Martin", email, consent: true }, from(ip));
    const answers = await Promise.all([book(a, "lea@example.fr", "10.3.0.1"), book(b, "leo@example.fr", "10.3.0.2")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { slots: after } = (await (await b.get("/api/booking-slots")).json()) as { slots: Array<{ start: string }> };
    expect(after.map((slot) => slot.start)).not.toContain(start);
  });

  it("loses no mail when the process sending it is killed mid-send: the other takes it over after the lease", {
    timeout: 60_000,
  }, async () => {
    smtp.setDelay(10_000);
    // The other process is frozen so that the mail is surely claimed by the one about to die.
    b.child.kill("SIGSTOP");
    try {
      const before = smtp.transfersStarted;
      const registered = await a.post(
        "/auth/register",
        { firstName: "Kim", lastName: "Lee", email: "killed@example.fr", password: PASSWORD },
        from("10.2.0.1"),
      );
      expect(registered.status).toBe(201);
      await eventually(() => smtp.transfersStarted > before, 10_000, "the mail's transfer started");
      a.child.kill("SIGKILL");
      await a.stop();
    } finally {
      smtp.setDelay(0);
      b.child.kill("SIGCONT");
    }
    const mail = await smtp.waitForMail("killed@example.fr", 30_000);
    expect(mail.subject).toContain("Vérifiez votre adresse e-mail");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages.filter((each) => each.to.includes("killed@example.fr"))).toHaveLength(1);
  });
});
