import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { type AdmissionQueue, admissionQueue } from "./admission-queue.js";

/**
 * An app whose only route is held open until the test answers it: `reached` lists the bodies the route has
 * parsed, in order, and `answer(i)` ends the i-th request it received.
 */
async function heldApp(concurrency: number, maxQueued: number) {
  const queue: AdmissionQueue = admissionQueue({
    concurrency,
    maxQueued,
    refuse: (_req, res) => {
      res.setHeader("Retry-After", "5");
      res.status(503).json({ refused: true });
    },
  });
  const reached: string[] = [];
  const held: Array<() => void> = [];
  const app = express();
  app.post("/work", queue.handler, express.json(), (req, res) => {
    reached.push(String(req.body.id));
    held.push(() => res.json({ done: req.body.id }));
  });
  const server: Server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/work`;
  const post = (id: string, signal?: AbortSignal) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id }),
      signal,
    });
  return { queue, reached, answer: (index: number) => held[index]?.(), post, server };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error("condition never met");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

describe("admissionQueue", () => {
  it("lets `concurrency` requests reach the route, parses the others' bodies only in their turn, first come first served", async () => {
    const app = await heldApp(2, 10);
    servers.push(app.server);
    const first = app.post("a");
    await until(() => app.reached.length === 1);
    const second = app.post("b");
    await until(() => app.reached.length === 2);
    const third = app.post("c");
    await until(() => app.queue.state().queued === 1);
    const fourth = app.post("d");
    await until(() => app.queue.state().queued === 2);
    expect(app.reached).toEqual(["a", "b"]);
    expect(app.queue.state()).toEqual({ active: 2, queued: 2 });

    app.answer(1);
    expect(await (await second).json()).toEqual({ done: "b" });
    await until(() => app.reached.length === 3);
    expect(app.reached).toEqual(["a", "b", "c"]);
    app.answer(0);
    app.answer(2);
    await until(() => app.reached.length === 4);
    app.answer(3);
    expect((await Promise.all([first, third, fourth])).map((response) => response.status)).toEqual([200, 200, 200]);
    await until(() => app.queue.state().active === 0);
    expect(app.queue.state()).toEqual({ active: 0, queued: 0 });
  });

  it("refuses at once, with the given answer, a request arriving when the queue is full", async () => {
    const app = await heldApp(1, 1);
    servers.push(app.server);
    void app.post("a");
    await until(() => app.reached.length === 1);
    void app.post("b");
    await until(() => app.queue.state().queued === 1);
    const refused = await app.post("c");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toEqual({ refused: true });
    expect(app.reached).toEqual(["a"]);
    expect(app.queue.state()).toEqual({ active: 1, queued: 1 });
    app.answer(0);
    await until(() => app.reached.length === 2);
    app.answer(1);
  });

  it("drops a waiting request whose client went away: it never reaches the route nor takes a slot", async () => {
    const app = await heldApp(1, 5);
    servers.push(app.server);
    void app.post("a");
    await until(() => app.reached.length === 1);
    const gone = new AbortController();
    const leaving = app.post("b", gone.signal).catch(() => "aborted");
    await until(() => app.queue.state().queued === 1);
    gone.abort();
    expect(await leaving).toBe("aborted");
    await until(() => app.queue.state().queued === 0);
    const next = app.post("c");
    await until(() => app.queue.state().queued === 1);
    app.answer(0);
    await until(() => app.reached.length === 2);
    expect(app.reached).toEqual(["a", "c"]);
    app.answer(1);
    expect(await (await next).json()).toEqual({ done: "c" });
    await until(() => app.queue.state().active === 0);
  });
});
