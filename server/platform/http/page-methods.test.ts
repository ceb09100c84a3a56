import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { rawRequest } from "../../testing/http-client.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";

describe("a method pages do not take", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ["TRACE", "/"],
    ["DELETE", "/"],
    ["PATCH", "/nothing/here"],
    ["PUT", "/healthz"],
    ["OPTIONS", "/careers"],
  ])("gets 405 with Allow: GET, HEAD and French text, never Express's page: %s %s", async (method, path) => {
    const response = await rawRequest(server.url, { method, path });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(messages.http.pageMethodNotAllowed(method, ["GET", "HEAD"]));
  });

  it("lists POST too on a page holding a form", async () => {
    const response = await rawRequest(server.url, { method: "PUT", path: "/login" });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
    expect(response.body).toBe(messages.http.pageMethodNotAllowed("PUT", ["GET", "HEAD", "POST"]));
  });

  it("keeps the API's JSON: 405 for a known call, 404 for an unknown one", async () => {
    const wrong = await rawRequest(server.url, { method: "DELETE", path: "/auth/login" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("POST");
    expect(JSON.parse(wrong.body)).toEqual({
      success: false,
      message: messages.http.methodNotAllowed("DELETE", ["POST"]),
    });
    for (const method of ["GET", "TRACE"]) {
      const unknown = await rawRequest(server.url, { method, path: "/api/nothing" });
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body)).toEqual({ success: false, message: messages.http.apiNotFound });
    }
  });
});
