import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "./tests/e2e/support/chromium-executable.js";
import { testPorts } from "./tests/e2e/support/test-ports.js";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
const ports = testPorts(port);
// Named once, in the runner, and inherited by its workers: the back-office spec runs `npm run admin` on it.
process.env.E2E_DATABASE_PATH ??= join(tmpdir(), `e2e-${process.pid}-${Date.now()}.db`);

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

export default defineConfig({
  testDir: "tests/e2e",
  // An account flow (register, read the mail, verify, sign in, restart the browser) takes 10–20 s on a
  // loaded two-core machine: the default 30 s left no margin and failed a CI run on time alone.
  timeout: 60_000,
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
          args: chromiumFlags,
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
        DATABASE_PATH: process.env.E2E_DATABASE_PATH,
        LOG_LEVEL: "warn",
        // Production refuses to start without a key for TOTP secrets (docs/0041): a throwaway one per run.
        TWO_FACTOR_KEYS: randomBytes(32).toString("base64url"),
        ...accountEnv,
      },
    },
  ],
});
