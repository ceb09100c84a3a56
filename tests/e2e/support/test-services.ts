import { createServer } from "node:http";
import { type ProviderUser, startOidcProvider } from "../../../server/testing/oidc-provider.js";
import { startSmtpCapture } from "../../../server/testing/smtp-capture.js";
import { testPorts } from "./test-ports.js";

/**
 * The real outside world of the end-to-end run, started by Playwright before the app (see
 * playwright.config.ts): the SMTP server that receives the app's mail (SMTP_URL), the local OpenID
 * provider standing in for Google (GOOGLE_*), and a small HTTP API through which the tests, in
 * their own processes, read the mailbox and choose who signs in at the provider.
 */
const ports = testPorts();
const smtp = await startSmtpCapture({ port: ports.smtp, host: "127.0.0.1" });
const oidc = await startOidcProvider({ port: ports.oidc });

const api = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.method === "GET" && url.pathname === "/healthz") return reply(200, { status: "ok" });
  if (req.method === "GET" && url.pathname === "/mails") {
    const to = url.searchParams.get("to")?.toLowerCase() ?? "";
    return reply(
      200,
      smtp.messages.filter((mail) => mail.to.includes(to)),
    );
  }
  if (req.method === "PUT" && url.pathname === "/google-identity") {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      oidc.setUser(JSON.parse(body) as ProviderUser);
      reply(200, { ok: true });
    });
    return;
  }
  reply(404, { error: "not found" });
});
api.listen(ports.services, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    api.close();
    void Promise.allSettled([smtp.close(), oidc.close()]).finally(() => process.exit(0));
  });
}
