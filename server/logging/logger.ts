import { pino } from "pino";
import { maskEmails } from "./mask-emails.js";
import { currentRequestId } from "./request-context.js";

export type Logger = pino.Logger;

/**
 * Structured JSON logs: secrets redacted wherever they might appear, e-mail addresses masked, and the
 * id of the request being served (if any) on every line.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const target = destination ?? pino.destination(1);
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
    { write: (line: string) => target.write(maskEmails(line)) },
  );
}
