import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSmtpCapture } from "../../testing/smtp-capture.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { createFileStore } from "../files/file-store.js";
import { createLogger } from "../logging/logger.js";
import { type MailTransport, smtpTransport } from "./mail-transport.js";
import { enqueueMail } from "./outbox.js";
import { createOutboxWorker } from "./outbox-worker.js";

const databaseFiles = { store: "database", s3: undefined } as const;

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
      files: createFileStore({ db: handle.db, settings: databaseFiles, logger: createLogger("silent") }),
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

  /** A transport whose send ends only when the test says so, as a slow mail server's would. */
  const slowTransport = () => {
    let started: () => void = () => undefined;
    let finish: () => void = () => undefined;
    const sendStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transport: MailTransport = {
      send: () => {
        started();
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      close: () => undefined,
    };
    return { transport, sendStarted, finish: () => finish() };
  };
  const row = (handle: DatabaseHandle) =>
    handle.db.selectFrom("mailOutbox").select(["status", "attempts"]).executeTakeFirstOrThrow();

  it("leaves a mail alone while the worker sending it lives, however long the send takes: the claim is renewed", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const [first, second] = [connect(), connect()];
    await enqueueMail(first.db, { userId: null, to: "ana@example.fr", content: content(1) }, Date.now());
    const slow = slowTransport();
    // A lease long enough that a loaded machine's event-loop stalls (a few hundred ms under CI's two test workers)
    // never skip a renewal (every third of it): a 300 ms lease failed a run on stalls alone.
    const sender = worker(first, slow.transport, 1_500);
    const sent = sender.runOnce();
    await slow.sendStarted;

    const other = worker(second, smtpTransport(smtp.url), 300);
    cleanups.push(() => other.stop());
    await other.start();
    // Over two of the sender's leases: without renewal, the other worker would have sent it again.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    await other.runOnce();
    expect(smtp.messages).toHaveLength(0);

    slow.finish();
    await sent;
    expect(await row(first)).toEqual({ status: "sent", attempts: 1 });
  });

  it("stops after the mail in hand when stopped, leaving the rest of a long queue for the next start", async () => {
    const handle = connect();
    for (let n = 0; n < 5; n++) {
      await enqueueMail(handle.db, { userId: null, to: `queued${n}@example.fr`, content: content(n) }, Date.now());
    }
    const slow = slowTransport();
    const stopping = worker(handle, slow.transport);
    void stopping.runOnce();
    await slow.sendStarted;
    const stopped = stopping.stop();
    slow.finish();
    await stopped;
    const statuses = await handle.db.selectFrom("mailOutbox").select("status").orderBy("id").execute();
    expect(statuses.map((row) => row.status)).toEqual(["sent", "pending", "pending", "pending", "pending"]);
  });

  /**
   * The database refuses the next `times` marks of a mail as sent, as an exhausted pool does (pg's own
   * message); every other statement goes through.
   */
  const refuseSentMarks = (times: number) => {
    let refused = 0;
    const plugin: KyselyPlugin = {
      transformQuery: ({ node }: { node: RootOperationNode }) => {
        if (node.kind === "UpdateQueryNode" && JSON.stringify(node).includes('"sent"') && refused < times) {
          refused++;
          throw new Error("timeout exceeded when trying to connect");
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    return { plugin, refused: () => refused };
  };

  it("sends a mail once when the database refuses to mark it sent after the SMTP server accepted it", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const [first, second] = [connect(), connect()];
    await enqueueMail(first.db, { userId: null, to: "ana@example.fr", content: content(1) }, Date.now());
    const refusal = refuseSentMarks(3);
    const loaded = createOutboxWorker({
      db: first.db.withPlugin(refusal.plugin),
      files: createFileStore({ db: first.db, settings: databaseFiles, logger: createLogger("silent") }),
      engine: first.engine,
      transport: smtpTransport(smtp.url),
      from: "Novadis <no-reply@novadis.fr>",
      logger: createLogger("silent"),
      pollMs: 50,
      retryBaseMs: 50,
      leaseMs: 60_000,
    });
    // A second process's worker polls meanwhile: it must find nothing to send.
    const other = worker(second, smtpTransport(smtp.url));
    cleanups.push(() => other.stop());
    await other.start();

    await loaded.runOnce();
    await other.runOnce();
    await loaded.runOnce();
    await loaded.stop();

    expect(refusal.refused()).toBe(3);
    expect(smtp.messages.map((mail) => mail.to)).toEqual([["ana@example.fr"]]);
    expect(await row(first)).toEqual({ status: "sent", attempts: 1 });
  });

  it("takes over a mail whose worker died mid-send once its lease has run out", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const dying = openDatabase(database.target);
    const second = connect();
    await enqueueMail(second.db, { userId: null, to: "ana@example.fr", content: content(1) }, Date.now());
    const slow = slowTransport();
    void worker(dying, slow.transport, 800).runOnce();
    await slow.sendStarted;
    // Its process is gone: its connection with it, so nothing renews the claim any more.
    await dying.close();

    const rescuer = worker(second, smtpTransport(smtp.url), 800);
    cleanups.push(() => rescuer.stop());
    await rescuer.runOnce();
    expect(smtp.messages).toHaveLength(0);
    expect(await row(second)).toEqual({ status: "sending", attempts: 1 });
    await rescuer.start();

    const mail = await smtp.waitForMail("ana@example.fr", 5_000);
    expect(mail.subject).toBe("Mail 1");
    // Accepted by the SMTP server, then marked sent.
    for (let tries = 0; (await row(second)).status === "sending" && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await row(second)).toEqual({ status: "sent", attempts: 2 });
  });
});
