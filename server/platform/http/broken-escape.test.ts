import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { rawRequest } from "../../testing/http-client.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";

describe("a path with a broken percent-escape", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ["GET", "/trpc/auth.me/%ZZ"],
    ["GET", "/trpc/%ZZ"],
    ["GET", "/trpc/auth.me,%ZZ?batch=1&input=%7B%7D"],
    ["POST", "/trpc/auth.login/%ZZ"],
    ["GET", "/trpc/auth.me/%C3%28"],
  ])("answers 400 in tRPC's error shape, not a 500 URIError: %s %s", async (method, path) => {
    const response = await rawRequest(server.url, {
      method,
      path,
      headers: { "content-type": "application/json" },
      ...(method === "POST" ? { body: "{}" } : {}),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: {
        message: messages.http.malformedPath,
        code: -32600,
        data: { code: "BAD_REQUEST", httpStatus: 400, field: null },
      },
    });
  });

  it.each([
    ["GET", "/auth/%ZZ"],
    ["POST", "/auth/login%"],
    ["GET", "/api/%ZZ"],
    ["GET", "/api/requests/%ZZ"],
  ])("answers 400 in the REST API's JSON: %s %s", async (method, path) => {
    const response = await rawRequest(server.url, { method, path });
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(response.body)).toEqual({ success: false, message: messages.http.malformedPath });
  });

  it.each(["/%ZZ", "/login/%E0%A4%A", "/blog/%"])(
    "answers 400 in plain French text on a page path: %s",
    async (path) => {
      const response = await rawRequest(server.url, { path });
      expect(response.status).toBe(400);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.body).toBe(messages.http.malformedPath);
    },
  );
});
