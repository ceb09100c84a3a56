import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logging/logger.js";
import { handleShutdown } from "./graceful-shutdown.js";

const logger = createLogger("silent");

/** A kept-alive HTTP/1.1 connection written by hand, so the test sees exactly what the server sends. */
function keptAlive(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return {
    closed,
    received: () => received,
    /** Sends a request and resolves with the whole answer once its body has arrived. */
    async get(path: string) {
      const from = received.length;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      while (!/\r\n\r\n[\s\S]*done/.test(received.slice(from))) {
        await new Promise((resolve) => socket.once("data", resolve));
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

  const start = async () => {
    server = createServer(async (req, res) => {
      if (req.url === "/slow") await slowReleased;
      res.end("done");
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    return (server.address() as AddressInfo).port;
  };
  afterEach(() => {
    server.closeAllConnections();
    server.close();
  });

  it("finishes in-flight requests telling clients to close, closes idle connections, refuses new ones, then exits", async () => {
    const port = await start();
    const events: string[] = [];
    const shutdown = handleShutdown(server, logger, async () => void events.push("cleanup"), {
      signals: [],
      exit: (code) => events.push(`exit ${code}`),
      kill: () => events.push("kill"),
    });
    const idle = keptAlive(port);
    expect(await idle.get("/fast")).toMatch(/Connection: keep-alive/i);
    const busy = keptAlive(port);
    const slowAnswer = busy.get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50)); // the slow request reaches the handler

    shutdown("SIGTERM");
    await idle.closed;
    const refused = await new Promise<string>((resolve) => {
      connect(port, "127.0.0.1").once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? ""));
    });
    expect(refused).toBe("ECONNREFUSED");

    releaseSlow();
    const answer = await slowAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/Connection: close/i);
    await busy.closed;
    await expect.poll(() => events).toEqual(["cleanup", "exit 0"]);
  });

  const hangingCleanup = (hardDeadlineMs: number, events: string[]) =>
    handleShutdown(server, logger, () => new Promise<void>(() => undefined), {
      signals: [],
      drainMs: 50,
      hardDeadlineMs,
      exit: (code) => events.push(`exit ${code}`),
      kill: () => events.push("kill"),
    });

  it("ends the process by its hard deadline when cleanup hangs (a silent mail server)", async () => {
    await start();
    const events: string[] = [];
    hangingCleanup(200, events)("SIGTERM");
    expect(events).toEqual([]);
    await expect.poll(() => events).toEqual(["kill"]);
  });

  it("ends the process at once on a second signal", async () => {
    await start();
    const events: string[] = [];
    const shutdown = hangingCleanup(60_000, events);
    shutdown("SIGTERM");
    shutdown("SIGTERM");
    expect(events).toEqual(["kill"]);
  });
});
