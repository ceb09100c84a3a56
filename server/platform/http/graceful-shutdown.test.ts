import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logging/logger.js";
import { createMetrics } from "../metrics/metrics.js";
import { handleShutdown } from "./graceful-shutdown.js";
import { prerenderedFastPath } from "./prerendered-fast-path.js";

const logger = createLogger("silent");

/** A kept-alive HTTP/1.1 connection written by hand, so the test sees exactly what the server sends. */
function keptAlive(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  let error: NodeJS.ErrnoException | undefined;
  socket.on("error", (cause) => {
    error = cause;
  });
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return {
    closed,
    error: () => error,
    /** Sends a request and resolves with the whole answer once its body has arrived. */
    async get(path: string) {
      const from = received.length;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      while (!/\r\n\r\n[\s\S]*done/.test(received.slice(from))) {
        if (socket.destroyed) throw new Error(`connection ended without an answer: ${error?.code ?? "closed"}`);
        await Promise.race([new Promise((resolve) => socket.once("data", resolve)), closed]);
      }
      return received.slice(from);
    },
  };
}

describe("graceful shutdown under keep-alive", () => {
  let server: Server;
  let releaseSlow: () => void = () => undefined;
  const slowReleased = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });

  const start = async (listener?: RequestListener) => {
    server = createServer(
      listener ??
        (async (req, res) => {
          if (req.url === "/slow") await slowReleased;
          res.end("done");
        }),
    );
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    return (server.address() as AddressInfo).port;
  };
  afterEach(() => {
    server.closeAllConnections();
    server.close();
  });

  const refusal = (port: number) =>
    new Promise<string>((resolve) => {
      connect(port, "127.0.0.1").once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? ""));
    });
  const handle = (events: string[]) =>
    handleShutdown(server, logger, async () => void events.push("cleanup"), {
      signals: [],
      settleMs: 20,

      exit: (code) => events.push(`exit ${code}`),
      armDeadline: () => undefined,
      onDraining: () => events.push("draining"),
    });

  it("finishes in-flight requests telling clients to close, answers the next request on an idle connection, refuses new ones, then exits", async () => {
    const port = await start();
    const events: string[] = [];
    const shutdown = handle(events);
    const idle = keptAlive(port);
    expect(await idle.get("/fast")).toMatch(/Connection: keep-alive/i);
    const busy = keptAlive(port);
    const slowAnswer = busy.get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50)); // the slow request reaches the handler

    shutdown("SIGTERM");
    // Written as the signal arrives, on a connection the server saw as idle: answered, not reset.
    const next = await idle.get("/fast");
    expect(next).toMatch(/^HTTP\/1\.1 200/);
    expect(next).toMatch(/Connection: close/i);
    await idle.closed;
    expect(await refusal(port)).toBe("ECONNREFUSED");

    releaseSlow();
    const answer = await slowAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/Connection: close/i);
    await busy.closed;
    await expect.poll(() => events).toEqual(["draining", "cleanup", "exit 0"]);
  });

  it("tells the client of a page the prerendered fast path answers to close, as any other answer", async () => {
    const fastPath = prerenderedFastPath((_req, res) => res.end("the app"), {
      pages: new Map([["/", { html: Buffer.from("the prerendered page: done"), etag: '"page-0"' }]]),
      answeredAtRequestTime: () => false,
      securityHeaders: [["X-Content-Type-Options", "nosniff"]],
      observers: {
        accessLog: logger,
        metrics: createMetrics(async () => ({ pending: 0, failed: 0, oldestPendingAgeMs: 0 })),
      },
    });
    const port = await start(fastPath);
    const events: string[] = [];
    const shutdown = handle(events);
    const idle = keptAlive(port);
    expect(await idle.get("/")).toMatch(/Connection: keep-alive/i);
    shutdown("SIGTERM");
    const next = await idle.get("/");
    expect(next).toMatch(/^HTTP\/1\.1 200/);
    expect(next).toMatch(/Connection: close/i);
    expect(next).toMatch(/X-Content-Type-Options: nosniff/);
    expect(next).toContain("the prerendered page: done");
    await idle.closed;
    await expect.poll(() => events).toEqual(["draining", "cleanup", "exit 0"]);
  });

  it("answers connections the kernel had queued but the server not yet accepted when the signal came", async () => {
    const port = await start();
    const events: string[] = [];
    const shutdown = handle(events);
    // Connected and written while the server's loop has not run: they wait in the accept queue, which
    // closing the listener there and then would answer with resets.
    const queued = Array.from({ length: 5 }, () => keptAlive(port));
    const answers = queued.map((connection) => connection.get("/fast"));
    shutdown("SIGTERM");
    for (const answer of await Promise.all(answers)) {
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toMatch(/Connection: close/i);
    }
    expect(await refusal(port)).toBe("ECONNREFUSED");
    await expect.poll(() => events).toEqual(["draining", "cleanup", "exit 0"]);
  });

  it("closes an idle kept-alive connection at its keep-alive timeout, without a reset", async () => {
    const port = await start();
    server.keepAliveTimeout = 200;
    const events: string[] = [];
    const shutdown = handle(events);
    const idle = keptAlive(port);
    expect(await idle.get("/fast")).toMatch(/Connection: keep-alive/i);
    shutdown("SIGTERM");
    await idle.closed;
    expect(idle.error()).toBeUndefined();
    await expect.poll(() => events).toEqual(["draining", "cleanup", "exit 0"]);
  });
});

describe("graceful shutdown of a process whose main thread is stuck", () => {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  /** A process sent SIGTERM, once its shutdown cleanup has blocked its main thread. */
  const stuckProcess = async (hardDeadlineMs: number) => {
    const script = "server/platform/http/graceful-shutdown-stuck-process.ts";
    const child = spawn(process.execPath, ["--import", "tsx", script, `${hardDeadlineMs}`], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    started.push(child);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const ended = new Promise<{ signal: NodeJS.Signals | null; at: number }>((resolve) =>
      child.once("exit", (_code, signal) => resolve({ signal, at: Date.now() })),
    );
    const written = (line: string) => expect.poll(() => output, { timeout: 20_000 }).toContain(`${line}\n`);
    await written("ready");
    child.kill("SIGTERM");
    await written("stuck");
    return { child, ended, stuckAt: Date.now() };
  };

  it("ends by its hard deadline, kept by a thread of its own", { timeout: 30_000 }, async () => {
    const { ended, stuckAt } = await stuckProcess(1_000);
    const { signal, at } = await ended;
    expect(signal).toBe("SIGKILL");
    expect(at - stuckAt).toBeLessThan(5_000);
  });

  it("ends at once on a second signal", { timeout: 30_000 }, async () => {
    const { child, ended } = await stuckProcess(60_000);
    const sentAt = Date.now();
    child.kill("SIGTERM");
    const { signal, at } = await ended;
    expect(signal).toBe("SIGTERM");
    expect(at - sentAt).toBeLessThan(2_000);
  });
});
