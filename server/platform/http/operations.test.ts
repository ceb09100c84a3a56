import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "../../../src/shared/french-typography.js";
import { postJson } from "../../testing/http-client.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { enqueueMail } from "../mail/outbox.js";

const METRICS_TOKEN = "metrics-token-for-the-test";

describe("operations: request ids, access log, metrics, readiness", () => {
  let server: TestServer;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        LOG_LEVEL: "info",
        METRICS_TOKEN,
        READY_OUTBOX_MAX_PENDING: "2",
        READY_OUTBOX_MAX_AGE_SECONDS: "60",
        // Nobody answers there: queued mail stays pending, a backlog the test controls.
        SMTP_URL: "smtp://127.0.0.1:9",
      },
      services: { outbox: { retryBaseMs: 3_600_000, pollMs: 3_600_000 } },
      logDestination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(() => server.close());

  const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

  it("keeps a sane X-Request-Id, replaces an unsafe one, and tags every log line of the request with it", async () => {
    const kept = await postJson(
      server.url,
      "/auth/login",
      { email: "ghost@example.fr", password: "Wrong12345" },
      { "x-request-id": "proxy-1234.abcd" },
    );
    expect(kept.status).toBe(401);
    expect(kept.headers.get("x-request-id")).toBe("proxy-1234.abcd");
    const events = linesOf("proxy-1234.abcd").map((line) => line.event);
    expect(events).toEqual(["auth.login.failed", "http.request"]);
    expect(linesOf("proxy-1234.abcd")[1]).toMatchObject({
      method: "POST",
      route: "/auth/login",
      path: "/auth/login",
      status: 401,
      durationMs: expect.any(Number),
    });
    expect(linesOf("proxy-1234.abcd")[1]?.bytes).toBeGreaterThan(100);
    // E-mail addresses never reach the log in clear.
    expect(JSON.stringify(lines)).not.toContain("ghost@example.fr");

    const replaced = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "bad id\twith spaces" } });
    const generated = replaced.headers.get("x-request-id") ?? "";
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(generated)).toHaveLength(1);
  });

  it("labels the access log by route pattern, without the query string", async () => {
    const response = await fetch(`${server.url}/api/requests/ABC-123?token=secret-in-query`);
    const line = linesOf(response.headers.get("x-request-id") ?? "").find((entry) => entry.event === "http.request");
    expect(line?.path).toBe("/api/requests/ABC-123");
    expect(JSON.stringify(lines)).not.toContain("secret-in-query");
  });

  it("serves /metrics only with the bearer token, in Prometheus format with the app's counters", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.status).toBe(404);
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/auth\/login",status="401"\} 1/);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"');
    expect(text).toMatch(/auth_logins_total\{outcome="failed"\} 1/);
    expect(text).toMatch(/mail_outbox_pending 0/);
    expect(text).toContain("mail_outbox_oldest_pending_age_seconds");
  });

  it("a mail backlog is an alert, not unreadiness: /readyz stays 200 with `degraded`, /metrics counts it", async () => {
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: "ready", degraded: [] });
    const { db } = server.database;
    const mail = (to: string) => ({ userId: null, to, content: { subject: "s", text: "t", html: "<p>t</p>" } });
    await enqueueMail(db, mail("old@example.fr"), Date.now() - 120_000);
    const late = await fetch(`${server.url}/readyz`);
    expect(late.status).toBe(200);
    const lateBody = await late.json();
    expect(lateBody.status).toBe("ready");
    expect(lateBody.degraded).toHaveLength(1);
    expect(lateBody.degraded[0]).toMatch(/^mail delayed: oldest waiting 12\d s \(limit 60 s\)$/);

    for (const to of ["a@example.fr", "b@example.fr"]) await enqueueMail(db, mail(to), Date.now());
    const backlog = await fetch(`${server.url}/readyz`);
    expect(backlog.status).toBe(200);
    expect((await backlog.json()).degraded).toEqual([
      "mail backlog: 3 waiting (limit 2)",
      expect.stringMatching(/^mail delayed: /),
    ]);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await metrics.text();
    expect(text).toMatch(/mail_outbox_pending 3/);
    expect(text).toMatch(/app_degraded\{reason="mail_backlog"\} 1/);
    expect(text).toMatch(/app_degraded\{reason="mail_delayed"\} 1/);

    await db.deleteFrom("mailOutbox").execute();
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: "ready", degraded: [] });
    const calm = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await calm.text()).toMatch(/app_degraded\{reason="mail_backlog"\} 0/);
  });

  it("turns not ready when the database cannot be read, and a 5xx gives the reference found in the log", async () => {
    await server.database.close();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", reason: "database unreachable" });

    const failed = await postJson(server.url, "/auth/login", { email: "x@example.fr", password: "Wrong12345" });
    expect(failed.status).toBe(500);
    const reference = failed.headers.get("x-request-id") ?? "";
    expect(failed.body.reference).toBe(reference);
    expect(failed.body.message).toContain(frenchTypography(`citez cette référence : ${reference}`));
    expect(linesOf(reference).map((line) => line.level)).toEqual([50, 30]);

    const trpc = await fetch(`${server.url}/trpc/booking.slots`);
    const body = await trpc.json();
    expect(trpc.status).toBe(500);
    expect(body.error.data.reference).toBe(trpc.headers.get("x-request-id"));
  });
});
