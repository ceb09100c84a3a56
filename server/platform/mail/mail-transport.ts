import type { Readable } from "node:stream";
import { arrayBuffer } from "node:stream/consumers";
import { Piscina } from "piscina";
import type { Logger } from "../logging/logger.js";
import type { OutgoingMail } from "./outgoing-mail.js";
import type { SmtpJob, SmtpWorkerSettings } from "./smtp-worker.js";

/** Where mail leaves the process: SMTP, or the log when no SMTP server is configured. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** How many mails it takes at once: the outbox keeps that many in flight (1 when not said). */
  readonly inFlight?: number;
  close(): void | Promise<void>;
}

// From the sources (tsx, Vitest) a JavaScript entry loads the .ts worker through tsx; in the build, esbuild
// emits the worker beside the server's bundle (scripts/build.ts), so the same relative URL finds it.
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./smtp-worker-source.mjs" : "./smtp-worker.js", import.meta.url);

/** SMTP connections per process, and so mails in flight: a burst's mail drains in parallel, without a flood. */
export const SMTP_CONNECTIONS = 3;

/**
 * An attachment's bytes in memory of their own, which can be moved to the thread: a Buffer may be a slice of
 * Node's shared pool, which must not be detached. A stored file (a quote's PDF) is read whole here, on the main
 * thread, where the file store and its database connections live; at most `SMTP_CONNECTIONS` mails' files at once.
 */
async function ownedBytes(content: Buffer | Readable): Promise<Uint8Array> {
  return Buffer.isBuffer(content) ? new Uint8Array(content) : new Uint8Array(await arrayBuffer(content));
}

/**
 * Mail composed and sent on a worker thread at nice +10 (docs/0067-mail-off-the-main-thread.md), through a
 * small pool of SMTP connections that close once idle. piscina owns the thread (docs/0044-server-libraries.md):
 * one thread, `SMTP_CONNECTIONS` mails at once on it; each mail's failure is its own, and a thread that dies
 * fails the mails it held and is replaced at the next one.
 */
export function smtpTransport(smtpUrl: string, options: { idleMs?: number } = {}): MailTransport {
  const settings: SmtpWorkerSettings = { smtpUrl, connections: SMTP_CONNECTIONS, idleMs: options.idleMs ?? 5_000 };
  const pool = new Piscina<SmtpJob, void>({
    filename: workerUrl.href,
    workerData: settings,
    minThreads: 0,
    maxThreads: 1,
    concurrentTasksPerWorker: SMTP_CONNECTIONS,
    idleTimeout: Number.POSITIVE_INFINITY,
    // By default an idle piscina thread blocks in Atomics.wait between tasks: its pooled connections would
    // then neither answer the server nor close when idle. Without atomics the thread's event loop runs on.
    atomics: "disabled",
    // Below the event loop's priority, as the PDF and hashing threads (docs/0060): a burst's mail takes the
    // CPU the requests leave.
    niceIncrement: 10,
  });
  return {
    inFlight: SMTP_CONNECTIONS,
    send: async ({ attachments, ...mail }) => {
      const read = await Promise.all(
        (attachments ?? []).map(async ({ content, ...attachment }) => ({
          ...attachment,
          content: await ownedBytes(content),
        })),
      );
      await pool.run(
        { ...mail, ...(read.length > 0 ? { attachments: read } : {}) },
        { transferList: read.map(({ content }) => content.buffer as ArrayBuffer) },
      );
    },
    close: () => pool.destroy(),
  };
}

/** Development without SMTP_URL: the mail, its links included, goes to the log (the config refuses this in production). */
export function logTransport(logger: Logger): MailTransport {
  return {
    send: async (mail) => {
      const attachments = mail.attachments?.map((attachment) => attachment.filename);
      logger.info(
        { mail: { to: mail.to, replyTo: mail.replyTo, subject: mail.subject, body: mail.text, attachments } },
        "mail (no SMTP_URL: logged only)",
      );
    },
    close: () => undefined,
  };
}
