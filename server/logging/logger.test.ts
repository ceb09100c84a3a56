import { describe, expect, it } from "vitest";
import { accessLogger, createLogger } from "./logger.js";
import { runWithRequestId } from "./request-context.js";

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("the logger", () => {
  it("redacts secrets, masks e-mail addresses and carries the request id", () => {
    const { logger, lines } = capture();
    runWithRequestId("req-1", () =>
      logger.info({ password: "hunter2", user: { token: "t0k3n" }, email: "jeanne.martin@example.fr" }, "signed up"),
    );
    expect(lines[0]).toMatchObject({
      requestId: "req-1",
      password: "[redacted]",
      user: { token: "[redacted]" },
      email: "j***@example.fr",
      msg: "signed up",
    });
  });

  it("writes access lines without redaction, still masking an address a path holds", () => {
    const { logger, lines } = capture();
    runWithRequestId("req-2", () =>
      accessLogger(logger).info(
        { event: "http.request", path: "/profil/jeanne.martin@example.fr", status: 404 },
        "request",
      ),
    );
    expect(lines[0]).toMatchObject({
      requestId: "req-2",
      event: "http.request",
      path: "/profil/j***@example.fr",
      status: 404,
      msg: "request",
    });
    // The redaction is gone from access lines only.
    logger.info({ token: "t0k3n" }, "other");
    expect(lines[1]).toMatchObject({ token: "[redacted]" });
  });
});
