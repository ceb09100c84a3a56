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
    destination,
  );
}
