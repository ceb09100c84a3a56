import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, defineConfig, devices } from "@playwright/test";
import { testPorts } from "./tests/e2e/support/test-ports.js";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
const ports = testPorts(port);

/**
 * Accounts: the app talks to a real SMTP server and a real OpenID provider, both started first by
 * scripts/e2e/test-services.ts (tests read the mailbox and pick the Google identity through its control API).
 */
const accountServices = {
  command: "node --import tsx scripts/e2e/test-services.ts",
  url: `http://127.0.0.1:${ports.control}/healthz`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: "ignore",
  stderr: "pipe",
  env: {
    TEST_SMTP_PORT: String(ports.smtp),
    TEST_OIDC_PORT: String(ports.oidc),
    TEST_CONTROL_PORT: String(ports.control),
  },
} as const;
const accountEnv = {
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  // The identity the provider of server/testing/oidc-provider.ts issues tokens for (it names itself "localhost").
  GOOGLE_CLIENT_ID: "novadis-test-client",
  GOOGLE_CLIENT_SECRET: "novadis-test-secret",
  GOOGLE_ISSUER_URL: `http://localhost:${ports.oidc}`,
  // Every test registers from 127.0.0.1: the per-IP limits are raised, the per-address ones still bite.
  RATE_LIMIT_FACTOR: "50",
};

/** Debian's Chromium when present, else Playwright's own; otherwise say what to install. */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one: `apt-get install chromium` (Debian/Ubuntu) " +
      "or `npx playwright install chromium`, or set CHROMIUM_PATH.",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "fr-FR",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  // The production build, started the way `npm start` starts it, on a fresh database.
  webServer: [
    accountServices,
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: baseURL,
        DATABASE_PATH: join(tmpdir(), `e2e-${process.pid}-${Date.now()}.db`),
        LOG_LEVEL: "warn",
        ...accountEnv,
      },
    },
  ],
});
