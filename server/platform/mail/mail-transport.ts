import type { Readable } from "node:stream";
import nodemailer from "nodemailer";
import type { Logger } from "../logging/logger.js";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** A stored file's content is a stream, read as the mail is written to the server (docs/0059). */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer | Readable }>;
}

/** Where mail leaves the process: SMTP, or the log when no SMTP server is configured. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // No pooling: a connection per message keeps failures per message and nothing open between bursts.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
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
