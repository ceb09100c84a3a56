import { createTestBrowser, type TestBrowser } from "./http-client.js";
import { type SmtpCapture, startSmtpCapture } from "./smtp-capture.js";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server.js";

export const TEST_PASSWORD = "Sup3rSecret";

export interface AuthTestbed {
  server: TestServer;
  smtp: SmtpCapture;
  browser(headers?: Record<string, string>): TestBrowser;
  /** Registers through tRPC (as the React app does) and returns the signed-in browser. */
  register(email: string, password?: string): Promise<TestBrowser>;
  /** The token of the next mail's link to `path` (e.g. "/congratulation") sent to `email`. */
  linkToken(email: string, path: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app wired to a real in-process SMTP server: what most account tests start from. */
export async function startAuthTestbed(
  options: Omit<TestServerOptions, "env"> & { env?: Record<string, string> } = {},
): Promise<AuthTestbed> {
  const smtp = await startSmtpCapture();
  const server = await startTestServer({ ...options, env: { SMTP_URL: smtp.url, ...options.env } });
  const browser = (headers: Record<string, string> = {}) => createTestBrowser(server.url, headers);
  return {
    server,
    smtp,
    browser,
    async register(email, password = TEST_PASSWORD) {
      const client = browser();
      const result = await client.mutation("auth.register", { firstName: "Ana", lastName: "Durand", email, password });
      if (result.status !== 200) throw new Error(`registration of ${email} failed: ${result.error?.message}`);
      return client;
    },
    async linkToken(email, path) {
      const mail = await smtp.waitForMail(email);
      const link = mail.links.find((each) => new URL(each).pathname === path);
      if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
      return new URL(link).searchParams.get("token") ?? "";
    },
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}
