import { pino } from "pino";
import { bufferedDestination } from "./buffered-destination.js";
import { maskEmails } from "./mask-emails.js";
import { currentRequestId } from "./request-context.js";

export type Logger = pino.Logger;

/**
 * E-mail addresses masked on the serialised line (a new log call cannot forget it). Standard output goes
 * through a destination that never blocks the main thread nor retries a reader that has gone: a log write
 * retried forever on a broken pipe kept a process from ever exiting (docs/0042).
 */
function masked(destination: pino.DestinationStream = standardOutput()): pino.DestinationStream {
  return { write: (line: string) => destination.write(maskEmails(line)) };
}

let stdout: pino.DestinationStream | undefined;
/** One destination for standard output, however many loggers write there: one buffer, lines kept in order. */
function standardOutput(): pino.DestinationStream {
  stdout ??= bufferedDestination(process.stdout);
  return stdout;
}

/**
 * Structured JSON logs: secrets redacted wherever they might appear, e-mail addresses masked, and the
 * id of the request being served (if any) on every line.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: {
        paths: [
          "password",
          "*.password",
          "token",
          "*.token",
          "refreshToken",
          "*.refreshToken",
          "req.headers.cookie",
          "req.headers.authorization",
        ],
        censor: "[redacted]",
      },
    },
    masked(destination),
  );
}

/**
 * The logger for access lines, without the redaction (~4.5 µs a line, docs/0036): their fields are fixed
 * (request id, method, route, path without its query, status, duration, bytes) and none holds a secret.
 * E-mail addresses a path may hold are still masked, on every line of the stream.
 */
export function accessLogger(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [] } });
}
