import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/shared/messages/catalogue.js";
import { quoteAdmission, quoteIssuingPaths } from "./quote-admission.js";

/** A full queue (no room at all): every issuing door refuses at once, each in the shape its clients read. */
describe("quote admission with its queue full", () => {
  const server = createServer(
    express()
      .post(quoteIssuingPaths, quoteAdmission({ concurrency: 0, maxQueued: 0 }).handler)
      .use((_req, res) => {
        res.status(418).end();
      }),
  );
  let url = "";
  beforeAll(async () => {
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  const post = (path: string) =>
    fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });

  it("answers POST /api/quotes 503 with Retry-After in the REST API's shape", async () => {
    const answer = await post("/api/quotes");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ success: false, message: messages.quoteDesk.busy });
  });

  it("answers the basket form's quotes.issue 503 with Retry-After in tRPC's shape", async () => {
    const answer = await post("/trpc/quotes.issue");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    const { error } = (await answer.json()) as { error: { message: string; data: { code: string } } };
    expect(error.message).toBe(messages.quoteDesk.busy);
    expect(error.data.code).toBe("SERVICE_UNAVAILABLE");
  });

  it("leaves every other request alone", async () => {
    expect((await post("/api/requests")).status).toBe(418);
    expect((await fetch(`${url}/api/quotes`)).status).toBe(418);
  });
});
