import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type OidcProvider, type ProviderUser, startOidcProvider } from "./oidc-provider.js";
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from "./smtp-capture.js";

export interface TestServices {
  smtp: SmtpCapture;
  oidc: OidcProvider;
  /** The control API's base URL. */
  controlUrl: string;
  /** Environment for the app under test: SMTP_URL and GOOGLE_*. */
  appEnv: Record<string, string>;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body ? JSON.parse(body) : {};
}

/**
 * The SMTP capture and the OpenID provider in one process, with a small HTTP control API, so a
 * Playwright run can start them as a `webServer` and its tests (other processes) can read mail
 * and choose who signs in with Google:
 *   GET  /healthz
 *   GET  /mails?to=address      → CapturedMail[] (oldest first)
 *   POST /oidc/user             ← ProviderUser: who signs in next
 *   POST /oidc/tamper-nonce     → the next ID token carries a wrong nonce
 */
export async function startTestServices(
  ports: { smtp?: number; oidc?: number; control?: number } = {},
): Promise<TestServices> {
  const smtp = await startSmtpCapture({ ...(ports.smtp ? { port: ports.smtp } : {}) });
  const oidc = await startOidcProvider({ ...(ports.oidc ? { port: ports.oidc } : {}) });
  const control: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method === "GET" && url.pathname === "/healthz") return send(200, { status: "ok" });
      if (req.method === "GET" && url.pathname === "/mails") {
        const to = url.searchParams.get("to")?.toLowerCase();
        return send(
          200,
          smtp.messages.filter((mail: CapturedMail) => !to || mail.to.includes(to)),
        );
      }
      if (req.method === "POST" && url.pathname === "/oidc/user") {
        oidc.setUser((await readJson(req)) as ProviderUser);
        return send(200, { success: true });
      }
      if (req.method === "POST" && url.pathname === "/oidc/tamper-nonce") {
        oidc.tamperNextNonce();
        return send(200, { success: true });
      }
      send(404, { error: "unknown control call" });
    } catch (error) {
      send(400, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => control.listen(ports.control ?? 0, "127.0.0.1", resolve));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  return {
    smtp,
    oidc,
    controlUrl,
    appEnv: { SMTP_URL: smtp.url, ...oidc.env },
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await smtp.close();
      await oidc.close();
    },
  };
}

/** For tests in another process: the mails the control API has captured for an address. */
export async function fetchMails(controlUrl: string, to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${controlUrl}/mails?to=${encodeURIComponent(to)}`);
  // JSON writes a Buffer as { type: "Buffer", data: [bytes] }: the attachments' bytes come back as one (a PDF).
  type Sent = Omit<CapturedMail, "attachments"> & {
    attachments: (Omit<CapturedMail["attachments"][number], "bytes"> & { bytes: { data: number[] } })[];
  };
  return ((await response.json()) as Sent[]).map((mail) => ({
    ...mail,
    attachments: mail.attachments.map((attachment) => ({ ...attachment, bytes: Buffer.from(attachment.bytes.data) })),
  }));
}
