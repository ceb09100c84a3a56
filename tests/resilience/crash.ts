import SQLite from "better-sqlite3";
import { startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { eventually, runDatabase, sleep, startApp } from "./app-server.js";
import type { Figures } from "./figures.js";

const REGISTRATIONS = 200;

/** kill -9 while 200 registrations run; after a restart every acknowledged (201) one has its row and its mail. */
export async function crash(figures: Figures): Promise<void> {
  const database = runDatabase("crash");
  const smtp = await startSmtpCapture();
  try {
    // One configuration for both lives of the process, as in a deployment. The lease is short so that the
    // mail the killed process was sending is taken over within the run (renewed while a send runs, it need
    // not outlast a slow send); the miss this scenario found was a claim made with the 5-minute lease of the
    // time, which no setting of the restarted process could shorten.
    const env = { SMTP_URL: smtp.url, OUTBOX_LEASE_SECONDS: "2" };
    const first = await startApp(database.path, env);
    const acknowledged: string[] = [];
    let killed = false;
    const registrations = Array.from({ length: REGISTRATIONS }, async (_, n) => {
      const email = `crash${n}@example.fr`;
      try {
        const response = await first.post("/auth/register", {
          firstName: "Kim",
          lastName: "Crash",
          email,
          password: "Sup3rSecret",
        });
        if (response.status === 201) acknowledged.push(email);
      } catch {
        // cut by the kill: not acknowledged, may or may not be stored
      }
    });
    // Mid-run: some answered, most still hashing their password.
    await eventually(() => acknowledged.length >= 20, 60_000);
    first.child.kill("SIGKILL");
    killed = true;
    await Promise.all(registrations);
    const acknowledgedAtKill = [...acknowledged];

    // A mail the killed process had claimed waits out its lease before the restarted process takes it over.
    const second = await startApp(database.path, env);
    try {
      const sqlite = new SQLite(database.path, { readonly: true });
      const stored = new Set(sqlite.prepare("select email from user").pluck().all() as string[]);
      sqlite.close();
      const found = acknowledgedAtKill.filter((email) => stored.has(email)).length;
      const mailed = () =>
        acknowledgedAtKill.filter((email) => smtp.messages.some((mail) => mail.to.includes(email))).length;
      await eventually(() => mailed() === acknowledgedAtKill.length, 30_000);
      await sleep(500);
      const keys = smtp.messages.map((mail) => mail.to.join());
      const duplicates = keys.length - new Set(keys).size;
      figures.add(
        "kill -9",
        "acknowledged / rows after restart",
        `${acknowledgedAtKill.length} / ${found}`,
        "equal",
        killed && found === acknowledgedAtKill.length,
      );
      figures.add(
        "kill -9",
        "acknowledged / mailed after restart",
        `${acknowledgedAtKill.length} / ${mailed()}`,
        "equal",
        mailed() === acknowledgedAtKill.length,
      );
      // At least once: a mail sent in the instant before the kill, not yet marked sent, goes again.
      figures.add("kill -9", "verification mails sent twice", duplicates, "reported (at least once)", true);
    } finally {
      await second.stop();
    }
  } finally {
    await smtp.close();
    database.remove();
  }
}
