import { workerData } from "node:worker_threads";
import nodemailer from "nodemailer";
import type { OutgoingMail } from "./outgoing-mail.js";

/** What the pool starts its thread with (`smtpTransport` in mail-transport.ts). */
export interface SmtpWorkerSettings {
  smtpUrl: string;
  /** Connections kept at most: as many mails go out at once. */
  connections: number;
  /** A connection with nothing to send for this long says QUIT: nothing stays open between bursts. */
  idleMs: number;
}

/** A mail as posted to the thread: the attachments' bytes read already, their memory moved, not copied. */
export type SmtpJob = Omit<OutgoingMail, "attachments"> & {
  attachments?: Array<{ filename: string; contentType: string; content: Uint8Array }>;
};

const settings = workerData as SmtpWorkerSettings;

/**
 * One pool of SMTP connections for the thread's life (docs/0067-mail-off-the-main-thread.md). `maxRequeues: 0`:
 * a mail whose connection dropped mid-send fails, and the outbox retries it at its own pace and counts the
 * attempt, instead of nodemailer sending it again unseen.
 */
const transporter = nodemailer.createTransport({
  url: settings.smtpUrl,
  pool: true,
  maxConnections: settings.connections,
  maxRequeues: 0,
  idleTimeout: settings.idleMs,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
});

/**
 * The task of the SMTP pool, on its worker thread: nodemailer builds the MIME message (the PDF's base64
 * included) and talks SMTP here, off the server's event loop. A refused or failed mail rejects its own task.
 */
export default async function sendOverSmtp({ attachments, ...mail }: SmtpJob): Promise<void> {
  await transporter.sendMail({
    ...mail,
    ...(attachments
      ? {
          attachments: attachments.map(({ content, ...attachment }) => ({
            ...attachment,
            content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
          })),
        }
      : {}),
  });
}
