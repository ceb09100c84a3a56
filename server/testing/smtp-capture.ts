import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  from: string;
  /** The From address alone, lower-cased. */
  fromAddress: string;
  /** Every header by lower-cased name (the last one of a name), as sent. */
  headers: Record<string, string>;
  /** The Reply-To address, lower-cased, or null. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link found in the text part, in order. */
  links: string[];
  /** `content` is the text (an .ics); `bytes` the file as sent (a PDF). */
  attachments: Array<{ filename: string; contentType: string; content: string; bytes: Buffer }>;
}

export interface SmtpCapture {
  /** For SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received so far, oldest first. */
  messages: CapturedMail[];
  /** The next mail to `address` not yet returned by an earlier call (waits up to `timeoutMs`). */
  waitForMail(address: string, timeoutMs?: number): Promise<CapturedMail>;
  /** While true, the server refuses every mail (the sender sees a temporary failure). */
  setRefusing(refusing: boolean): void;
  /**
   * Holds each incoming message this long before answering, so a test can act while a sender is mid-send;
   * a message whose sender disconnects in the meantime is not kept (the sender never saw it accepted).
   */
  setDelay(ms: number): void;
  /** How many messages senders have started to transmit (DATA), kept or not. */
  readonly transfersStarted: number;
  close(): Promise<void>;
}

function addressesOf(field: ParsedMail["to"]): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => (entry.address ?? "").toLowerCase()));
}

/**
 * A real SMTP server (the `smtp-server` package) that keeps what it receives, parsed with mailparser.
 * Plain functions, no test framework: Vitest integration tests and Playwright end-to-end runs both use it.
 */
export async function startSmtpCapture(options: { port?: number; host?: string } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const delivered = new Set<CapturedMail>();
  const waiters = new Set<() => void>();
  let refusing = false;
  let delayMs = 0;
  let transfersStarted = 0;
  const closedSessions = new Set<string>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    async onData(stream, session, callback) {
      transfersStarted += 1;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (closedSessions.has(session.id)) {
        stream.resume();
        return;
      }
      if (refusing) {
        stream.resume();
        stream.on("end", () =>
          callback(Object.assign(new Error("Service unavailable, try later"), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          messages.push({
            to: addressesOf(parsed.to),
            from: parsed.from?.text ?? "",
            fromAddress: addressesOf(parsed.from)[0] ?? "",
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()]),
            ),
            replyTo: addressesOf(parsed.replyTo)[0] ?? null,
            subject: parsed.subject ?? "",
            text,
            html: typeof parsed.html === "string" ? parsed.html : "",
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            // As text (UTF-8): what tests read back is .ics or small files; the control API serves JSON.
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? "",
              contentType: attachment.contentType,
              content: attachment.content.toString("utf8"),
              bytes: attachment.content,
            })),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages,
    waitForMail(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = messages.find((each) => !delivered.has(each) && each.to.includes(wanted));
          if (!mail) return false;
          delivered.add(mail);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    setDelay(ms) {
      delayMs = ms;
    },
    get transfersStarted() {
      return transfersStarted;
    },
    setRefusing(value) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
