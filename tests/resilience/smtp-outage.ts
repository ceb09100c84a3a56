import { freePort } from "../../server/testing/free-port.js";
import { startSmtpCapture } from "../../server/testing/smtp-capture.js";
import type { AppProcess } from "../multi-process/app-process.js";
import { eventually, runDatabase, sleep, startApp } from "./app-server.js";
import type { Figures } from "./figures.js";

const REQUESTS = 20;

/** 20 visitor requests (an acknowledgement and a team notice each) while no mail server listens; then it starts. */
export async function smtpOutage(figures: Figures): Promise<void> {
  const port = await freePort();
  const database = runDatabase("smtp");
  const app: AppProcess = await startApp(database.path, { SMTP_URL: `smtp://127.0.0.1:${port}` });
  const smtp = await (async () => {
    try {
      const emails = Array.from({ length: REQUESTS }, (_, n) => `outage${n}@example.fr`);
      const statuses = await Promise.all(
        emails.map((email) =>
          app
            .post("/api/requests", {
              type: "contact",
              firstName: "Léa",
              lastName: "Martin",
              email,
              message: "Bonjour.",
              consent: true,
            })
            .then((response) => response.status),
        ),
      );
      figures.add(
        "smtp down",
        "requests acknowledged",
        statuses.filter((s) => s === 201).length,
        String(REQUESTS),
        statuses.every((s) => s === 201),
      );
      await sleep(1_000); // every first attempt fails against the closed port
      const capture = await startSmtpCapture({ port });
      const expected = REQUESTS * 2;
      await eventually(() => capture.messages.length >= expected, 45_000);
      await sleep(1_500); // a duplicate would arrive now
      const keys = capture.messages.map((mail) => `${mail.to.join()}|${mail.replyTo ?? ""}|${mail.subject}`);
      const duplicates = keys.length - new Set(keys).size;
      const acknowledged = emails.filter((email) => capture.messages.some((mail) => mail.to.includes(email))).length;
      figures.add(
        "smtp down",
        "mails expected / delivered",
        `${expected} / ${capture.messages.length}`,
        "equal",
        capture.messages.length === expected,
      );
      figures.add(
        "smtp down",
        "visitors acknowledged by mail",
        acknowledged,
        String(REQUESTS),
        acknowledged === REQUESTS,
      );
      figures.add("smtp down", "mails delivered twice", duplicates, "0", duplicates === 0);
      return capture;
    } finally {
      await app.stop();
      database.remove();
    }
  })();
  await smtp.close();
}
