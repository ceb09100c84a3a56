import { afterEach, describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { createTestBrowser } from "../../testing/http-client.js";
import { startSmtpCapture } from "../../testing/smtp-capture.js";
import { createTestDatabase } from "../../testing/test-database.js";
import { startTestServer } from "../../testing/test-server.js";
import { enqueueMail } from "./outbox.js";
import { retryDelayMs } from "./outbox-worker.js";

const fastRetries = { pollMs: 50, retryBaseMs: 50, maxRetryMs: 200 };
const register = (url: string, email: string) =>
  createTestBrowser(url).mutation("auth.register", {
    firstName: "Mila",
    lastName: "Petit",
    email,
    password: TEST_PASSWORD,
  });

/** Waits for a condition the app reaches on its own (a mail worker pass), up to a bound. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not reached");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("mail outbox", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("lets registration succeed while SMTP is down and delivers exactly one mail once it is back", async () => {
    const probe = await startSmtpCapture();
    const port = probe.port;
    await probe.close();
    const server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      services: { outbox: fastRetries },
    });
    cleanups.push(() => server.close());

    const registered = await register(server.url, "down@example.fr");
    expect(registered.status).toBe(200);
    const row = () => server.database.db.selectFrom("mailOutbox").selectAll().executeTakeFirstOrThrow();
    // Two attempts made and the mail waiting for the next one.
    await eventually(async () => {
      const { attempts, status } = await row();
      return attempts >= 2 && status === "pending";
    });
    expect((await row()).lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpCapture({ port });
    cleanups.push(() => smtp.close());
    const mail = await smtp.waitForMail("down@example.fr");
    expect(mail.subject).toContain("Vérifiez votre adresse e-mail");
    await eventually(async () => (await row()).status === "sent");
    await server.services.outbox.runOnce();
    expect(smtp.messages).toHaveLength(1);
  });

  it("retries a mail the SMTP server refuses, then sends it once", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    smtp.setRefusing(true);
    const server = await startTestServer({ env: { SMTP_URL: smtp.url }, services: { outbox: fastRetries } });
    cleanups.push(() => server.close());
    await register(server.url, "refused@example.fr");
    const row = () => server.database.db.selectFrom("mailOutbox").selectAll().executeTakeFirstOrThrow();
    await eventually(async () => (await row()).attempts >= 1);
    expect(smtp.messages).toHaveLength(0);
    smtp.setRefusing(false);
    await smtp.waitForMail("refused@example.fr");
    await eventually(async () => (await row()).status === "sent");
    expect(smtp.messages).toHaveLength(1);
  });

  it("does not send a sent mail again after a restart, and keeps no link in a sent mail", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());

    const first = await startTestServer({ database: database.target, env: { SMTP_URL: smtp.url } });
    await register(first.url, "restart@example.fr");
    await smtp.waitForMail("restart@example.fr");
    await eventually(
      async () =>
        (await first.database.db.selectFrom("mailOutbox").select("status").executeTakeFirstOrThrow()).status === "sent",
    );
    await first.close();

    const second = await startTestServer({ database: database.target, env: { SMTP_URL: smtp.url } });
    cleanups.push(() => second.close());
    await second.services.outbox.runOnce();
    expect(smtp.messages).toHaveLength(1);
    const sent = await second.database.db.selectFrom("mailOutbox").selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: "sent", textBody: "", htmlBody: "", attempts: 1 });
  });

  it("sends Reply-To and attachments, then deletes the attachments with the bodies", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    cleanups.push(() => server.close());
    const db = server.database.db;
    await enqueueMail(
      db,
      {
        userId: null,
        to: "team@example.fr",
        kind: "request-notification",
        replyTo: "visitor@example.fr",
        content: { subject: "Nouvelle demande", text: "Bonjour", html: "<p>Bonjour</p>" },
        attachments: [
          { fileName: "invitation.ics", contentType: "text/calendar", content: Buffer.from("BEGIN:VCALENDAR") },
        ],
      },
      Date.now(),
    );
    await server.services.outbox.runOnce();
    const mail = await smtp.waitForMail("team@example.fr");
    expect(mail.replyTo).toBe("visitor@example.fr");
    expect(mail.attachments).toEqual([
      {
        filename: "invitation.ics",
        contentType: "text/calendar",
        content: "BEGIN:VCALENDAR",
        bytes: Buffer.from("BEGIN:VCALENDAR"),
      },
    ]);
    expect(await db.selectFrom("mailAttachment").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("mailOutbox").select(["kind", "status"]).execute()).toEqual([
      { kind: "request-notification", status: "sent" },
    ]);
  });

  it("backs off exponentially up to a ceiling", () => {
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, 1_000, 5_000))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });
});
