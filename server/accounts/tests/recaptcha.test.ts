import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { recaptchaCheck } from "../../platform/recaptcha.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";

/** A local stand-in for Google's siteverify endpoint: accepts the answer "human" for our secret. */
function startSiteverify(): Promise<{ server: Server; url: string; requests: URLSearchParams[] }> {
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ success: form.get("secret") === "s3cret" && form.get("response") === "human" }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, requests }),
    ),
  );
}

describe("reCAPTCHA on registration, when configured", () => {
  let bed: AuthTestbed;
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;

  beforeAll(async () => {
    siteverify = await startSiteverify();
    bed = await startAuthTestbed({
      env: { RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET: "s3cret" },
      services: { recaptcha: recaptchaCheck("s3cret", siteverify.url) },
    });
  });
  afterAll(async () => {
    await bed.close();
    await new Promise((resolve) => siteverify.server.close(resolve));
  });

  const register = (email: string, recaptchaToken?: string) =>
    postJson(bed.server.url, "/auth/register", {
      firstName: "Eva",
      lastName: "Roy",
      email,
      password: TEST_PASSWORD,
      recaptchaToken,
    });

  it("publishes the site key and refuses a registration without a passing answer", async () => {
    const features = await bed.browser().query<{ recaptchaSiteKey: string | null }>("site.features");
    expect(features.data?.recaptchaSiteKey).toBe("site-key");
    for (const answer of [undefined, "robot"]) {
      const refused = await register("eva@example.fr", answer);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.accounts.recaptchaRequired);
    }
    const accepted = await register("eva@example.fr", "human");
    expect(accepted.status).toBe(201);
    expect(siteverify.requests.at(-1)?.get("remoteip")).toBe("127.0.0.1");
  });
});
