import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_TRPC_BATCH } from "../../src/shared/trpc-batch.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../testing/auth-testbed.js";
import { rawRequest } from "../testing/http-client.js";

describe("the tRPC endpoint over HTTP", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed({
      env: { RATE_LIMIT_FACTOR: "1" },
      services: { rateRules: { forgotPerIp: { limit: 1, windowMs: 60_000 } } },
    });
  });
  afterAll(() => bed.close());

  const batchOf = (procedure: string, count: number) =>
    `/trpc/${Array.from({ length: count }, () => procedure).join(",")}?batch=1`;

  it(`answers batches of up to ${MAX_TRPC_BATCH} calls and refuses larger ones with 400`, async () => {
    const browser = await bed.register("batch@example.fr");
    const allowed = await browser.request(batchOf("account.sessions", MAX_TRPC_BATCH));
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toHaveLength(MAX_TRPC_BATCH);
    // The probe that froze the server: hundreds of list calls in one GET.
    const flood = await browser.request(batchOf("account.sessions", 882));
    expect(flood.status).toBe(400);
    expect(await flood.json()).toMatchObject({ error: { message: "Batch call exceeds maximum size" } });
  });

  it("answers other methods than GET and POST with 405, Allow and tRPC's error shape", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      const response = await rawRequest(bed.server.url, { method, path: "/trpc/auth.me" });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(JSON.parse(response.body).error.data).toMatchObject({ code: "METHOD_NOT_SUPPORTED", httpStatus: 405 });
    }
  });

  it("answers the body parser's refusals (malformed JSON, wrong type, too large) in tRPC's error shape", async () => {
    const post = (body: string, type: string) =>
      fetch(`${bed.server.url}/trpc/auth.login`, { method: "POST", headers: { "content-type": type }, body });
    const malformed = await post("{", "application/json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { message: "Malformed JSON in request body", data: { code: "BAD_REQUEST", httpStatus: 400 } },
    });
    const charset = await post("{}", "application/json; charset=latin1");
    expect(charset.status).toBe(415);
    expect((await charset.json()).error.data).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", httpStatus: 415 });
    const large = await post(JSON.stringify({ email: "x".repeat(40_000) }), "application/json");
    expect(large.status).toBe(413);
    expect((await large.json()).error.data).toMatchObject({ code: "PAYLOAD_TOO_LARGE", httpStatus: 413 });
  });

  it("answers a request for streamed results with whole JSON: cookies set, refusals with their status", async () => {
    const streaming = { "content-type": "application/json", "trpc-accept": "application/jsonl" };
    const register = await rawRequest(bed.server.url, {
      method: "POST",
      path: "/trpc/auth.register?batch=1",
      headers: streaming,
      body: JSON.stringify({
        0: { firstName: "Léa", lastName: "Petit", email: "jsonl@example.fr", password: TEST_PASSWORD },
      }),
    });
    expect(register.status).toBe(200);
    expect(JSON.parse(register.body)[0].result.data).toEqual({ success: true });
    expect(String(register.headers["set-cookie"])).toContain("session=");

    const forgot = (accept: Record<string, string>) =>
      rawRequest(bed.server.url, {
        method: "POST",
        path: "/trpc/auth.forgotPassword?batch=1",
        headers: { "content-type": "application/json", ...accept },
        body: JSON.stringify({ 0: { email: "jsonl@example.fr" } }),
      });
    expect((await forgot(streaming)).status).toBe(200);
    const limited = await forgot({ accept: "application/json, application/jsonl" });
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(JSON.parse(limited.body)[0].error.data.code).toBe("TOO_MANY_REQUESTS");
  });
});
