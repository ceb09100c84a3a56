import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../../../src/shared/api-limits.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { SERVER_TIMEOUTS } from "./http-server.js";

/** Sends `sent` on a raw connection, then nothing more: what came back and when the server closed it. */
function stallAfter(url: string, sent: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname, () => socket.write(sent));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, closedAfterMs: performance.now() - started }));
    // Node's default would hold it 300 s and more: give up well before, so the test says so.
    setTimeout(() => {
      socket.destroy();
      reject(new Error("the server still held the connection after 10 s"));
    }, 10_000).unref();
  });
}

describe("an incomplete request holds its connection no longer than the server's timeouts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ timeouts: { requestMs: 1_500, headersMs: 1_000, checkEveryMs: 100 } });
  });
  afterAll(() => server.close());

  it("headers and half a body: 408 and closed at the request timeout", { timeout: 20_000 }, async () => {
    const body = JSON.stringify({ email: "ana@example.fr", password: "Correct-horse-42" });
    const head = `POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, closedAfterMs } = await stallAfter(server.url, head + body.slice(0, body.length / 2));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it("half the headers: 408 and closed at the headers timeout", { timeout: 20_000 }, async () => {
    const { answer, closedAfterMs } = await stallAfter(server.url, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(2_500);
  });

  it("the production bounds leave a whole CV time to arrive on a slow uplink (500 kbit/s)", () => {
    const secondsForCv = (CV_MAX_BYTES * 1.05 * 8) / 500_000;
    expect(SERVER_TIMEOUTS.requestMs / 1000).toBeGreaterThan(secondsForCv);
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThan(SERVER_TIMEOUTS.requestMs);
  });
});
