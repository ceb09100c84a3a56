import { test as base, expect } from "../fixtures.js";

/**
 * The shared fixture fails a test on any console error. Chromium also logs one line for every HTTP
 * error an API answers ("Failed to load resource: … status of 401"), and some account journeys
 * provoke exactly that on purpose (wrong password, expired link). A test names the statuses it
 * expects with `allowApiStatus(401)`; those lines only are forgiven, everything else still fails.
 */
export const test = base.extend<{ allowApiStatus: (...statuses: number[]) => void }>({
  allowApiStatus: [
    async ({ consoleErrors }, use) => {
      const allowed = new Set<number>();
      await use((...statuses) => {
        for (const status of statuses) allowed.add(status);
      });
      const forgiven = (text: string) =>
        [...allowed].some((status) =>
          text.startsWith(`Failed to load resource: the server responded with a status of ${status} `),
        );
      for (let index = consoleErrors.length - 1; index >= 0; index--) {
        if (forgiven(consoleErrors[index] as string)) consoleErrors.splice(index, 1);
      }
    },
    { auto: true },
  ],
});

export { expect };
