import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { errorCode, serverMessage } from "./server-error.js";

function serverError(code: string, message: string) {
  return new TRPCClientError(message, { result: { error: { message, code: -32001, data: { code } } } });
}

describe("serverMessage", () => {
  it("shows what the server said", () => {
    const error = serverError("UNAUTHORIZED", "Invalid email or password");
    expect(errorCode(error)).toBe("UNAUTHORIZED");
    expect(serverMessage(error, "Login failed. Please check your credentials.")).toBe("Invalid email or password");
  });

  it("falls back to the screen's default when the server said nothing useful", () => {
    const fallback = "Login failed. Please check your credentials.";
    expect(serverMessage(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
    expect(serverMessage(new TRPCClientError("Failed to fetch"), fallback)).toBe(fallback);
    expect(serverMessage(serverError("INTERNAL_SERVER_ERROR", "boom"), fallback)).toBe(fallback);
  });
});
