import { test as base, expect } from "../fixtures.js";

/**
 * The shared fixture fails a test on any console error. Chromium also logs one line for every HTTP
 * error an API answers ("Failed to load resource: … status of 401") and for every request made
 * offline, and some account journeys provoke exactly that on purpose (wrong password, expired link,
 * logout without network). A test names what it provokes; those lines only are forgiven.
 */
export const test = base.extend<{
  allowApiStatus: (...statuses: number[]) => void;
  allowOffline: () => void;
}>({
  allowApiStatus: [
    async ({ consoleErrors }, use) => {
      const forgiven: string[] = [];
      await use((...statuses) => {
        for (const status of statuses) {
          forgiven.push(`Failed to load resource: the server responded with a status of ${status} `);
        }
      });
      forgive(consoleErrors, forgiven);
    },
    { auto: true },
  ],
  allowOffline: [
    async ({ consoleErrors }, use) => {
      const forgiven: string[] = [];
      await use(() => {
        forgiven.push("Failed to load resource: net::ERR_INTERNET_DISCONNECTED");
      });
      forgive(consoleErrors, forgiven);
    },
    { auto: true },
  ],
});

function forgive(consoleErrors: string[], prefixes: string[]) {
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (prefixes.some((prefix) => (consoleErrors[index] as string).startsWith(prefix))) consoleErrors.splice(index, 1);
  }
}

export { expect };
