import { pino } from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs; secrets are redacted wherever they might appear. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
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
    // Written asynchronously: a synchronous write to a pipe nobody reads blocked the event loop, so
    // the process ignored SIGTERM and its shutdown deadline (it stayed up 25 minutes).
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
