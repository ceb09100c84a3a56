import type { Readable } from "node:stream";

/** A mail as the outbox hands it to a transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** A stored file's content is a stream, opened by the outbox from the file store (docs/0059). */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer | Readable }>;
}
