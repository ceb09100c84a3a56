import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { createLogger } from "../logging/logger.js";
import { startSmtpCapture } from "../testing/smtp-capture.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.js";
import { type MailTransport, smtpTransport } from "./mail-transport.js";
import { enqueueMail } from "./outbox.js";
import { createOutboxWorker } from "./outbox-worker.js";

const content = (n: number) => ({ subject: `Mail ${n}`, text: `Bonjour ${n}`, html: `<p>Bonjour ${n}</p>` });

/** Several processes' workers on one database: each has its own connection (pool) to it. */
describe(`outbox workers sharing one database (${testEngine()})`, () => {
  let database: TestDatabase;
  const handles: DatabaseHandle[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];

  const connect = () => {
    const handle = openDatabase(database.target);
    handles.push(handle);
    return handle;
  };
  const worker = (handle: DatabaseHandle, transport: MailTransport, leaseMs = 60_000) =>
    createOutboxWorker({
      db: handle.db,
      engine: handle.engine,
      transport,
      from: "Novadis <no-reply@novadis.fr>",
      logger: createLogger("silent"),
      pollMs: 50,
      leaseMs,
    });

  beforeEach(async () => {
    database = await createTestDatabase();
    await migrateToLatest(connect());
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    for (const handle of handles.splice(0)) await handle.close();
    await database.drop();
  });

  it("sends each of 50 mails exactly once while two workers drain the outbox together", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const [first, second] = [connect(), connect()];
    for (let n = 0; n < 50; n++) {
      await enqueueMail(first.db, { userId: null, to: `person${n}@example.fr`, content: content(n) }, Date.now());
    }
    const workers = [worker(first, smtpTransport(smtp.url)), worker(second, smtpTransport(smtp.url))];
    await Promise.all(workers.map((each) => each.runOnce()));
    for (const each of workers) await each.stop();

    const recipients = smtp.messages.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(Array.from({ length: 50 }, (_, n) => `person${n}@example.fr`).sort());
    const statuses = await first.db.selectFrom("mailOutbox").select(["status", "attempts"]).execute();
    expect(statuses.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("leaves a mail another worker is sending alone, and takes it over once that worker's lease has run out", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const [first, second] = [connect(), connect()];
    await enqueueMail(first.db, { userId: null, to: "ana@example.fr", content: content(1) }, Date.now());
    // The first worker's send never ends: its process hangs or died mid-send.
    let sendStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      sendStarted = resolve;
    });
    const stuck = worker(
      first,
      {
        send: () => {
          sendStarted();
          return new Promise(() => undefined);
        },
        close: () => undefined,
      },
      800,
    );
    void stuck.runOnce();
    await started;

    const rescuer = worker(second, smtpTransport(smtp.url));
    cleanups.push(() => rescuer.stop());
    await rescuer.start();
    await rescuer.runOnce();
    expect(smtp.messages).toHaveLength(0);
    expect(await first.db.selectFrom("mailOutbox").select("status").executeTakeFirstOrThrow()).toEqual({
      status: "sending",
    });

    const mail = await smtp.waitForMail("ana@example.fr", 5_000);
    expect(mail.subject).toBe("Mail 1");
    const row = () => first.db.selectFrom("mailOutbox").select(["status", "attempts"]).executeTakeFirstOrThrow();
    // Accepted by the SMTP server, then marked sent.
    for (let tries = 0; (await row()).status === "sending" && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await row()).toEqual({ status: "sent", attempts: 2 });
  });
});
