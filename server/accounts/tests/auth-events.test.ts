import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";

describe("auth event logs", () => {
  let bed: AuthTestbed;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    bed = await startAuthTestbed({
      env: { LOG_LEVEL: "info" },
      logDestination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(() => bed.close());

  it("logs logins, failures, lockouts and resets as structured JSON without passwords or tokens", async () => {
    const url = bed.server.url;
    const { body } = await postJson(url, "/auth/register", {
      firstName: "Lou",
      lastName: "Blanc",
      email: "lou@example.fr",
      password: TEST_PASSWORD,
    });
    await postJson(url, "/auth/login", { email: "lou@example.fr", password: TEST_PASSWORD });
    for (let i = 0; i < 5; i++) await postJson(url, "/auth/login", { email: "lou@example.fr", password: "Wrong12345" });
    await postJson(url, "/auth/forgot-password", { email: "lou@example.fr" });
    const verifyToken = await bed.linkToken("lou@example.fr", "/congratulation");
    const resetToken = await bed.linkToken("lou@example.fr", "/reset-password");
    await postJson(url, "/auth/reset-password", { token: resetToken, password: "Fresh1Password" });

    const events = lines.map((line) => line.event).filter(Boolean);
    expect(events).toEqual(
      expect.arrayContaining([
        "auth.register",
        "auth.login.succeeded",
        "auth.login.failed",
        "auth.login.lockout",
        "auth.reset.requested",
        "auth.reset.completed",
      ]),
    );
    const failed = lines.find((line) => line.event === "auth.login.failed");
    // Addresses are personal data: masked in the log, enough left to tell accounts apart.
    expect(failed).toMatchObject({ email: "l***@example.fr", ip: expect.any(String), level: 40 });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain("lou@example.fr");
    for (const secret of [
      TEST_PASSWORD,
      "Wrong12345",
      "Fresh1Password",
      body.token,
      body.refreshToken,
      verifyToken,
      resetToken,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
