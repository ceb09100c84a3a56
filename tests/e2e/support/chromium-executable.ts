import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium every browser tool of the project uses (Playwright tests, benchmarks, Lighthouse):
 * CHROMIUM_PATH when set, else Debian's `/usr/bin/chromium`, else Playwright's own; otherwise
 * it says what to install. Returns an absolute path.
 */
export function chromiumExecutable(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return bundled;
  throw new Error(
    "No Chromium found. Install one: `apt-get install chromium` (Debian/Ubuntu) " +
      "or `npx playwright install chromium`, or set CHROMIUM_PATH.",
  );
}

/** Flags for a headless Chromium on these machines (no sandbox as root, no calls home). */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
