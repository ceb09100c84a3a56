import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { OAuth2Server } from "oauth2-mock-server";
import { SMTPServer } from "smtp-server";
import { testPorts } from "./test-ports.js";

/**
 * The real outside world of the end-to-end run, started by Playwright before the app:
 * - an SMTP server that keeps every mail the app sends (the app reaches it through SMTP_URL);
 * - a local OpenID provider (oauth2-mock-server) standing in for Google (GOOGLE_ISSUER_URL);
 * - a small HTTP API for the tests: read the mailbox, choose who signs in at the provider.
 */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  email_verified: boolean;
}

const ports = testPorts();
const mails: CapturedMail[] = [];
let identity: GoogleIdentity = {
  sub: "google-default",
  email: "google.user@example.test",
  given_name: "Gaëlle",
  family_name: "Google",
  email_verified: true,
};

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate for the app's mailer to reject.
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          receivedAt: Date.now(),
        });
        callback();
      })
      .catch(callback);
  },
});
await new Promise<void>((resolve) => smtp.listen(ports.smtp, "127.0.0.1", resolve));

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate("RS256");
// The issuer must be exactly the GOOGLE_ISSUER_URL the app discovers it by (the mock would say "localhost").
oidc.issuer.url = `http://127.0.0.1:${ports.oidc}`;
oidc.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, identity);
});
oidc.service.on("beforeUserinfo", (response) => {
  response.body = identity;
});
await oidc.start(ports.oidc, "127.0.0.1");

const api = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.method === "GET" && url.pathname === "/healthz") return reply(200, { status: "ok" });
  if (req.method === "GET" && url.pathname === "/mails") {
    const to = url.searchParams.get("to")?.toLowerCase();
    return reply(200, to ? mails.filter((mail) => mail.to.includes(to)) : mails);
  }
  if (req.method === "PUT" && url.pathname === "/google-identity") {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      identity = JSON.parse(body) as GoogleIdentity;
      reply(200, identity);
    });
    return;
  }
  reply(404, { error: "not found" });
});
api.listen(ports.services, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    api.close();
    smtp.close(() => undefined);
    void oidc.stop().finally(() => process.exit(0));
  });
}
