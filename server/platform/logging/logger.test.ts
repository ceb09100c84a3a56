import { type ChildProcess, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
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

describe("the logger on standard output", () => {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  /**
   * A process logging at `info` to standard output, a pipe: it writes a line, then, once its standard input
   * ends, 10 000 more (several megabytes) and exits.
   */
  const loggingProcess = () => {
    const script = `
      const { createLogger } = await import(${JSON.stringify(new URL("./logger.ts", import.meta.url).href)});
      const logger = createLogger("info");
      logger.info("first");
      process.stdin.resume().on("end", () => {
        for (let i = 0; i < 10_000; i++) logger.info({ i, filler: "x".repeat(300) }, "after");
        process.exit(0);
      });`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    started.push(child);
    const ended = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    return { child, ended };
  };
  const within = <T>(ms: number, promise: Promise<T>) =>
    Promise.race([
      promise,
      new Promise<string>((resolve) => setTimeout(() => resolve(`still running after ${ms} ms`), ms)),
    ]);

  it("drops what it writes once the reader has gone, and the process exits", { timeout: 30_000 }, async () => {
    const { child, ended } = loggingProcess();
    await new Promise((resolve) => child.stdout.once("data", resolve));
    child.stdout.destroy();
    child.stdin.end();
    expect(await within(5_000, ended)).toBe(0);
  });

  it("drops what a reader that does not read cannot take, and the process exits", { timeout: 30_000 }, async () => {
    const { child, ended } = loggingProcess();
    await new Promise((resolve) => child.stdout.once("data", resolve));
    child.stdout.pause();
    child.stdin.end();
    expect(await within(5_000, ended)).toBe(0);
  });
});
