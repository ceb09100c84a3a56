import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "./auth-testbed.js";
import { createTestBrowser } from "./http-client.js";
import { startTestServer, type TestServer } from "./test-server.js";
import { fetchMails, startTestServices, type TestServices } from "./test-services.js";

describe("test services for end-to-end runs", () => {
  let services: TestServices;
  let app: TestServer;

  beforeAll(async () => {
    services = await startTestServices();
    app = await startTestServer({ env: services.appEnv });
  });
  afterAll(async () => {
    await app.close();
    await services.close();
  });

  it("serves the captured mail and sets the next Google user through the control API", async () => {
    await createTestBrowser(app.url).mutation("auth.register", {
      firstName: "Eli",
      lastName: "Faure",
      email: "eli@example.fr",
      password: TEST_PASSWORD,
    });
    await services.smtp.waitForMail("eli@example.fr");
    const mails = await fetchMails(services.controlUrl, "eli@example.fr");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.links[0]).toContain("/congratulation?token=");

    const set = await fetch(`${services.controlUrl}/oidc/user`, {
      method: "POST",
      body: JSON.stringify({ sub: "g-eli", email: "eli.g@example.fr", email_verified: true, given_name: "Eli" }),
    });
    expect(set.status).toBe(200);
    const browser = createTestBrowser(app.url);
    const start = await browser.request("/auth/google");
    const fromProvider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    await browser.request(callback.pathname + callback.search);
    expect((await browser.query<{ email: string }>("auth.me")).data?.email).toBe("eli.g@example.fr");
  });
});
